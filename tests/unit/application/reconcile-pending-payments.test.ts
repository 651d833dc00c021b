import { requestOf } from '../../support/fakes';
import { NOT_PROCESSED, ReconcilePendingPayments } from '../../../src/application/reconcile-pending-payments';
import { aC2pCommand, aCardCommand, aCheckoutWorld, refusalOf } from '../../support/checkout-fakes';

const SETTLE_AFTER_MS = 120_000;

/** A checkout whose answer was lost: the gateway may or may not have charged; the attempt is pending. */
async function anAttemptInDoubt(failure: 'after charging' | 'unavailable', method: 'c2p' | 'card' = 'c2p') {
  const world = aCheckoutWorld();
  const request = await world.aStoredRequest();
  const gateway = method === 'c2p' ? world.c2pGateway : world.cardGateway;
  gateway.chargeFailure = failure;
  gateway.lookupFailure = 'unavailable';
  await refusalOf(method === 'c2p' ? world.payByC2p.execute(aC2pCommand(request.id)) : world.payByCard.execute(aCardCommand(request.id)));
  gateway.chargeFailure = null;
  gateway.lookupFailure = null;
  const reconciler = new ReconcilePendingPayments(world.clock, world.requests, world.c2pGateway, world.cardGateway, world.events, SETTLE_AFTER_MS);
  return { world, request, gateway, reconciler };
}

describe('reconciling payment attempts left pending', () => {
  it('marks the request paid when the bank did charge, without charging again', async () => {
    const { world, request, gateway, reconciler } = await anAttemptInDoubt('after charging');
    world.clock.advance(SETTLE_AFTER_MS + 1);

    expect(await reconciler.execute()).toEqual({ settled: 1, unresolved: 0 });

    const stored = await world.stored(request);
    expect(stored.status).toBe('paid');
    expect(stored.succeededIntent?.referenceId).toMatch(/^C2P\d+/);
    expect(gateway.chargeCount).toBe(1);
  });

  it('settles a card attempt through the card gateway', async () => {
    const { world, request, reconciler } = await anAttemptInDoubt('after charging', 'card');
    world.clock.advance(SETTLE_AFTER_MS + 1);

    await reconciler.execute();

    expect((await world.stored(request)).succeededIntent?.type).toBe('visa');
  });

  it('rejects as not_processed an attempt the bank never received, so the customer can pay again', async () => {
    const { world, request, reconciler } = await anAttemptInDoubt('unavailable');
    world.clock.advance(SETTLE_AFTER_MS + 1);

    await reconciler.execute();

    const stored = await world.stored(request);
    expect(stored.status).toBe('waiting_for_payment');
    expect(stored.rejectedIntents.map((i) => i.declineCode)).toEqual([NOT_PROCESSED]);
    const paid = await requestOf(world.payByC2p.execute(aC2pCommand(request.id)));
    expect(paid.status).toBe('paid');
  });

  it('leaves alone an attempt younger than the settle-after window: it may still be in flight', async () => {
    const { world, request, reconciler } = await anAttemptInDoubt('unavailable');
    world.clock.advance(SETTLE_AFTER_MS - 1);

    expect(await reconciler.execute()).toEqual({ settled: 0, unresolved: 0 });

    expect((await world.stored(request)).status).toBe('waiting_for_payment_confirmation');
  });

  it('keeps the attempt pending while the bank cannot be reached, and settles it on a later round', async () => {
    const { world, request, gateway, reconciler } = await anAttemptInDoubt('after charging');
    world.clock.advance(SETTLE_AFTER_MS + 1);
    gateway.lookupFailure = 'unavailable';

    expect(await reconciler.execute()).toEqual({ settled: 0, unresolved: 1 });
    expect((await world.stored(request)).pendingIntents).toHaveLength(1);

    gateway.lookupFailure = null;
    expect(await reconciler.execute()).toEqual({ settled: 1, unresolved: 0 });
    expect((await world.stored(request)).status).toBe('paid');
  });
});
