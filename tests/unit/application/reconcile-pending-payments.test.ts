import { requestOf } from '../../support/fakes';
import { SandboxC2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SandboxCardGateway } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { NOT_PROCESSED, ReconcilePendingPayments, UnroutableIntent } from '../../../src/application/checkout/reconcile-pending-payments';
import { Checkout } from '../../../src/application/checkout/checkout';
import { PayByC2p } from '../../../src/application/checkout/pay-by-c2p';
import { Settlement } from '../../../src/application/checkout/settlement';
import { C2pCharge } from '../../../src/application/ports/c2p-gateway';
import { GatewayAdapters } from '../../../src/application/ports/payment-gateways';
import { SETTLE_AFTER_MS, ScriptedGateway, aC2pCommand, aCardCommand, aCheckoutWorld, gatewaysOf, refusalOf } from '../../support/checkout-fakes';

/** A checkout whose answer was lost: the gateway may or may not have charged; the payment intent is pending. */
async function anIntentInDoubt(failure: 'after charging' | 'unavailable', method: 'c2p' | 'card' = 'c2p') {
  const world = aCheckoutWorld();
  const request = await world.aStoredRequest();
  const gateway = method === 'c2p' ? world.c2pGateway : world.cardGateway;
  gateway.chargeFailure = failure;
  gateway.lookupFailure = 'unavailable';
  await refusalOf(method === 'c2p' ? world.payByC2p.execute(aC2pCommand(request.id)) : world.payByCard.execute(aCardCommand(request.id)));
  gateway.chargeFailure = null;
  gateway.lookupFailure = null;
  const reconciler = new ReconcilePendingPayments(world.clock, world.requests, world.settlement, SETTLE_AFTER_MS);
  return { world, request, gateway, reconciler };
}

/** The same store after a restart with other gateways configured; `reports` gets each round's unroutable payment intents. */
function restartedWith(world: ReturnType<typeof aCheckoutWorld>, adapters: Record<string, GatewayAdapters>, chosen?: { c2p: string; credit_or_debit_card: string }) {
  const reports: UnroutableIntent[][] = [];
  const settlement = new Settlement(world.clock, world.requests, world.saver, gatewaysOf(adapters, chosen), SETTLE_AFTER_MS);
  return { reports, reconciler: new ReconcilePendingPayments(world.clock, world.requests, settlement, SETTLE_AFTER_MS, (intents) => reports.push(intents)) };
}

describe('reconciling payment intents left pending', () => {
  it('marks the request paid when the bank did charge, without charging again', async () => {
    const { world, request, gateway, reconciler } = await anIntentInDoubt('after charging');
    world.clock.advance(SETTLE_AFTER_MS + 1);

    expect(await reconciler.execute()).toEqual({ settled: 1, unresolved: 0, unroutable: 0 });

    const stored = await world.stored(request);
    expect(stored.status).toBe('paid');
    expect(stored.succeededIntent?.referenceId).toMatch(/^C2P\d+/);
    expect(gateway.chargeCount).toBe(1);
  });

  it('settles a card payment intent through the card gateway', async () => {
    const { world, request, reconciler } = await anIntentInDoubt('after charging', 'card');
    world.clock.advance(SETTLE_AFTER_MS + 1);

    await reconciler.execute();

    expect((await world.stored(request)).succeededIntent?.type).toBe('visa');
  });

  it('rejects as not_processed a payment intent the bank never received, so the customer can pay again', async () => {
    const { world, request, reconciler } = await anIntentInDoubt('unavailable');
    world.clock.advance(SETTLE_AFTER_MS + 1);

    await reconciler.execute();

    const stored = await world.stored(request);
    expect(stored.status).toBe('waiting_for_payment');
    expect(stored.rejectedIntents.map((i) => i.declineCode)).toEqual([NOT_PROCESSED]);
    const paid = await requestOf(world.payByC2p.execute(aC2pCommand(request.id)));
    expect(paid.status).toBe('paid');
  });

  it('never takes a charge another payment intent was paid by for this one: a lookup that answers it finds nothing of this payment intent', async () => {
    const { world, request, gateway, reconciler } = await anIntentInDoubt('unavailable');
    const other = await world.aStoredRequest();
    const paidBy = (await requestOf(world.payByC2p.execute(aC2pCommand(other.id)))).succeededIntent?.referenceId as string;
    // A bank that keeps no reference of ours looks a charge up by amount and payer, and finds the other one.
    jest.spyOn(gateway, 'lookup').mockResolvedValue({ status: 'approved', gatewayReference: paidBy });
    world.clock.advance(SETTLE_AFTER_MS + 1);

    await reconciler.execute();

    const stored = await world.stored(request);
    expect([stored.status, stored.rejectedIntents.map((i) => i.declineCode)]).toEqual(['waiting_for_payment', [NOT_PROCESSED]]);
  });

  it('leaves alone a payment intent younger than the settle-after window: it may still be in flight', async () => {
    const { world, request, reconciler } = await anIntentInDoubt('unavailable');
    world.clock.advance(SETTLE_AFTER_MS - 1);

    expect(await reconciler.execute()).toEqual({ settled: 0, unresolved: 0, unroutable: 0 });

    expect((await world.stored(request)).status).toBe('waiting_for_payment_confirmation');
  });

  it('keeps the payment intent pending while the bank cannot be reached, and settles it on a later round', async () => {
    const { world, request, gateway, reconciler } = await anIntentInDoubt('after charging');
    world.clock.advance(SETTLE_AFTER_MS + 1);
    gateway.lookupFailure = 'unavailable';

    expect(await reconciler.execute()).toEqual({ settled: 0, unresolved: 1, unroutable: 0 });
    expect((await world.stored(request)).pendingIntents).toHaveLength(1);

    gateway.lookupFailure = null;
    expect(await reconciler.execute()).toEqual({ settled: 1, unresolved: 0, unroutable: 0 });
    expect((await world.stored(request)).status).toBe('paid');
  });

  it('skips, and reports, a request whose outcome it cannot save, and settles it on a later round', async () => {
    const { world, request } = await anIntentInDoubt('after charging');
    world.clock.advance(SETTLE_AFTER_MS + 1);
    const told: string[] = [];
    const reconciler = new ReconcilePendingPayments(world.clock, world.requests, world.settlement, SETTLE_AFTER_MS, () => {}, (id) => told.push(id));
    world.requests.interfereBeforeSave(async () => {
      throw new Error('bind message has 70000 parameter formats but 0 parameters');
    });

    expect(await reconciler.execute()).toEqual({ settled: 0, unresolved: 1, unroutable: 0 });
    expect(told).toEqual([request.id]);
    expect(await reconciler.execute()).toEqual({ settled: 1, unresolved: 0, unroutable: 0 });
    expect((await world.stored(request)).status).toBe('paid');
  });

  it('never judges a payment intent whose gateway is not configured now: it stays pending and is reported each round', async () => {
    const { world, request } = await anIntentInDoubt('after charging');
    world.clock.advance(SETTLE_AFTER_MS + 1);
    const other = { c2p: new SandboxC2pGateway(), credit_or_debit_card: new SandboxCardGateway() };
    const { reconciler, reports } = restartedWith(world, { bank_b: other }, { c2p: 'bank_b', credit_or_debit_card: 'bank_b' });

    expect(await reconciler.execute()).toEqual({ settled: 0, unresolved: 0, unroutable: 1 });
    expect(await reconciler.execute()).toEqual({ settled: 0, unresolved: 0, unroutable: 1 });

    const stored = await world.stored(request);
    expect(stored.status).toBe('waiting_for_payment_confirmation');
    expect(stored.pendingIntents[0].gatewayId).toBe('sandbox');
    expect(reports).toEqual([
      [{ paymentIntentId: stored.pendingIntents[0].id, paymentRequestId: request.id, gatewayId: 'sandbox' }],
      [{ paymentIntentId: stored.pendingIntents[0].id, paymentRequestId: request.id, gatewayId: 'sandbox' }],
    ]);
  });

  it('asks the gateway that took the payment intent even when another is now chosen for its method', async () => {
    const { world, request } = await anIntentInDoubt('after charging');
    world.clock.advance(SETTLE_AFTER_MS + 1);
    const chosenNow = { c2p: new SandboxC2pGateway(), credit_or_debit_card: new SandboxCardGateway() };
    const tookIt = { c2p: world.c2pGateway, credit_or_debit_card: world.cardGateway };
    const { reconciler, reports } = restartedWith(world, { bank_b: chosenNow, sandbox: tookIt }, { c2p: 'bank_b', credit_or_debit_card: 'bank_b' });

    expect(await reconciler.execute()).toEqual({ settled: 1, unresolved: 0, unroutable: 0 });

    expect((await world.stored(request)).status).toBe('paid');
    expect(chosenNow.c2p.chargeCount).toBe(0);
    expect(reports).toEqual([[]]);
  });

  it('settles payment intents of configured gateways even when a full round of payment intents has a gateway no longer configured', async () => {
    const world = aCheckoutWorld();
    world.c2pGateway.chargeFailure = 'after charging';
    world.c2pGateway.lookupFailure = 'unavailable';
    for (let i = 0; i < 100; i++) await refusalOf(world.payByC2p.execute(aC2pCommand((await world.aStoredRequest()).id)));
    const bankB = { c2p: new ScriptedGateway<C2pCharge>(new SandboxC2pGateway()), credit_or_debit_card: new SandboxCardGateway() };
    bankB.c2p.chargeFailure = 'after charging';
    bankB.c2p.lookupFailure = 'unavailable';
    const onBankB = gatewaysOf({ bank_b: bankB }, { c2p: 'bank_b', credit_or_debit_card: 'bank_b' });
    const settlementOnBankB = new Settlement(world.clock, world.requests, world.saver, onBankB, SETTLE_AFTER_MS);
    const checkoutOnBankB = new Checkout(world.ids, world.clock, world.requests, world.saver, settlementOnBankB);
    const newest = await world.aStoredRequest();
    await refusalOf(new PayByC2p(checkoutOnBankB, onBankB).execute(aC2pCommand(newest.id)));
    bankB.c2p.lookupFailure = null;
    world.clock.advance(SETTLE_AFTER_MS + 1);
    const { reconciler, reports } = restartedWith(world, { bank_b: bankB }, { c2p: 'bank_b', credit_or_debit_card: 'bank_b' });

    expect(await reconciler.execute()).toEqual({ settled: 1, unresolved: 0, unroutable: 100 });

    expect((await world.stored(newest)).status).toBe('paid');
    expect(reports[0].every((intent) => intent.gatewayId === 'sandbox')).toBe(true);
  });
});
