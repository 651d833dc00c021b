import { requestOf } from '../../support/fakes';
import { SANDBOX_C2P } from '../../../src/adapters/gateways/sandbox/sandbox-c2p-gateway';
import { SANDBOX_CARDS } from '../../../src/adapters/gateways/sandbox/sandbox-card-gateway';
import { PaymentRequest } from '../../../src/domain/payment-requests';
import { aC2pCommand, aCardCommand, aCheckoutWorld, refusalOf, rejectionOf } from '../../support/checkout-fakes';

/** The stored request and its one payment intent. */
async function storedIntentOf(world: ReturnType<typeof aCheckoutWorld>, request: PaymentRequest) {
  const stored = await world.stored(request);
  expect(stored.intents).toHaveLength(1);
  return { stored, intent: stored.intents[0] };
}

describe('a gateway that does not answer the charge', () => {
  it('but did charge: the payment is settled from a lookup by our reference', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    world.c2pGateway.chargeFailure = 'after charging';

    const paid = await requestOf(world.payByC2p.execute(aC2pCommand(request.id)));

    const recorded = await world.c2pGateway.sandbox.lookup(paid.succeededIntent!.id);
    expect(paid.status).toBe('paid');
    expect(world.c2pGateway.lookups).toBe(1);
    expect(world.c2pGateway.chargeCount).toBe(1);
    expect(recorded).toEqual({ status: 'approved', gatewayReference: paid.succeededIntent?.referenceId });
    expect((await world.stored(request)).status).toBe('paid');
  });

  it('but did decline: the lookup\'s decline is recorded and the request stays payable', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    world.cardGateway.chargeFailure = 'after charging';

    const error = await refusalOf(world.payByCard.execute(aCardCommand(request.id, { cardNumber: SANDBOX_CARDS.declined })));

    const { stored, intent } = await storedIntentOf(world, request);
    expect(error).toMatchObject({ kind: 'declined' });
    expect(error).toMatchObject({ declineCode: 'card_declined', paymentIntentId: intent.id });
    expect(stored.status).toBe('waiting_for_payment');
    expect(intent.status).toBe('rejected');
  });

  it('and whose lookup fails too: the outcome is unknown, the payment intent stays pending and the request claimed', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    world.c2pGateway.chargeFailure = 'after charging';
    world.c2pGateway.lookupFailure = 'unavailable';

    const error = await refusalOf(world.payByC2p.execute(aC2pCommand(request.id)));

    const { stored, intent } = await storedIntentOf(world, request);
    expect(error).toEqual({ kind: 'outcome_unknown', paymentIntentId: intent.id });
    expect(stored.status).toBe('waiting_for_payment_confirmation');
    expect(intent.status).toBe('pending');
    expect(stored.pendingIntents.map((i) => i.id)).toEqual([intent.id]);
  });

  it('while its outcome is unknown the request cannot be paid again, so it is never charged twice', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    world.c2pGateway.chargeFailure = 'after charging';
    world.c2pGateway.lookupFailure = 'unavailable';
    await refusalOf(world.payByC2p.execute(aC2pCommand(request.id)));
    world.c2pGateway.chargeFailure = null;

    await expect(world.payByC2p.execute(aC2pCommand(request.id))).resolves.toMatchObject({ kind: 'not_payable' });
    expect(world.c2pGateway.chargeCount).toBe(1);
    expect(world.c2pGateway.received).toHaveLength(1);
  });

  // Observed behaviour: a lookup answering "never received" (null) is not taken as a decline; the
  // payment intent stays pending, as the charge might still be on its way. Only a reconciler can release it.
  it('and never received it (lookup answers null): the outcome is unknown and the payment intent stays pending', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    world.c2pGateway.chargeFailure = 'unavailable';

    const error = await refusalOf(world.payByC2p.execute(aC2pCommand(request.id)));

    const { stored, intent } = await storedIntentOf(world, request);
    expect(error).toMatchObject({ kind: 'outcome_unknown' });
    expect(world.c2pGateway.chargeCount).toBe(0);
    expect(world.c2pGateway.lookups).toBe(1);
    expect(stored.status).toBe('waiting_for_payment_confirmation');
    expect(intent.status).toBe('pending');
  });
});

describe('a gateway that breaks its port and throws a plain Error', () => {
  // Observed behaviour: the error is not GatewayUnavailable, so no lookup is made; the error reaches
  // the caller as it is (a 500 over HTTP) and the payment intent stays pending, the request claimed, until
  // someone settles it. That is the safe side: the charge may have happened.
  it('on charge: the error propagates, no lookup is made, the payment intent stays pending', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    const boom = new Error('socket hang up');
    world.c2pGateway.chargeFailure = boom;

    const error = await rejectionOf(world.payByC2p.execute(aC2pCommand(request.id)));

    const { stored, intent } = await storedIntentOf(world, request);
    expect(error).toBe(boom);
    expect(world.c2pGateway.lookups).toBe(0);
    expect(stored.status).toBe('waiting_for_payment_confirmation');
    expect(intent.status).toBe('pending');
  });

  it('on the lookup after an unavailable charge: the error propagates, the payment intent stays pending', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    const boom = new Error('unexpected lookup failure');
    world.c2pGateway.chargeFailure = 'after charging';
    world.c2pGateway.lookupFailure = boom;

    const error = await rejectionOf(world.payByC2p.execute(aC2pCommand(request.id, { otp: SANDBOX_C2P.approvedOtp })));

    const { stored, intent } = await storedIntentOf(world, request);
    expect(error).toBe(boom);
    expect(stored.status).toBe('waiting_for_payment_confirmation');
    expect(intent.status).toBe('pending');
  });
});
