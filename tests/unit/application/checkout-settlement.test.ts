import { owner } from '../../support/builders';
import { Conflict, OutcomeUnknown } from '../../../src/application/outcomes';
import { PaymentRequest } from '../../../src/domain/payment-requests';
import { MERCHANT_ID } from '../../support/builders';
import { FixedClock, requestOf } from '../../support/fakes';
import { SETTLE_AFTER_MS, aC2pCommand, aCheckoutWorld, refusalOf } from '../../support/checkout-fakes';
import { Settlement } from '../../../src/application/checkout/settlement';
import { RequestSaver } from '../../../src/application/request-saver';

/** A checkout whose gateway charged but whose answer (and lookup) was lost: the payment intent is pending. */
async function aPaymentInDoubt() {
  const world = aCheckoutWorld();
  const request = await world.aStoredRequest();
  world.c2pGateway.chargeFailure = 'after charging';
  world.c2pGateway.lookupFailure = 'unavailable';
  const error = await refusalOf(world.payByC2p.execute(aC2pCommand(request.id)));
  const intentId = (error as OutcomeUnknown).paymentIntentId;
  const outcome = await world.c2pGateway.sandbox.lookup(intentId);
  if (!outcome) throw new Error('the sandbox should hold the charge');
  return { world, request, intentId, outcome };
}

/** The request a settlement left; fails the test when it answered a conflict. */
async function settled(outcome: Promise<PaymentRequest | Conflict>): Promise<PaymentRequest> {
  const answer = await outcome;
  if (!(answer instanceof PaymentRequest)) throw new Error(`expected the settled request, got ${answer.kind}`);
  return answer;
}

describe('settling a payment intent', () => {
  it('a reconciler settles a payment intent in doubt with the gateway\'s answer', async () => {
    const { world, request, intentId, outcome } = await aPaymentInDoubt();
    world.clock.advanceSeconds(60);

    const result = await settled(world.settlement.record(owner(MERCHANT_ID), request.id, intentId, outcome));

    expect(result.status).toBe('paid');
    expect(result.succeededIntent?.id).toBe(intentId);
    expect(result.succeededIntent?.referenceId).toBe(outcome.status === 'approved' && outcome.gatewayReference);
    expect(result.succeededIntent?.resolvedAt).toEqual(world.clock.now());
    expect((await world.stored(request)).snapshot()).toEqual(result.snapshot());
  });

  it('settling the same payment intent a second time changes nothing and returns the stored state', async () => {
    const { world, request, intentId, outcome } = await aPaymentInDoubt();
    const first = await settled(world.settlement.record(owner(MERCHANT_ID), request.id, intentId, outcome));
    world.clock.advanceSeconds(60);

    const second = await settled(world.settlement.record(owner(MERCHANT_ID), request.id, intentId, { status: 'declined', declineCode: 'late_answer' }));

    const stored = await world.stored(request);
    expect(second.snapshot()).toEqual(first.snapshot());
    expect(stored.snapshot()).toEqual(first.snapshot());
    expect(stored.version).toBe(first.version);
    expect(stored.rejectedIntents).toHaveLength(0);
  });

  it('a reconciler settling between the checkout\'s read and its write: the checkout retries and keeps that record', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    const reconcilerClock = new FixedClock('2026-11-22T13:35:00.000Z');
    // Before the checkout's second save (the one recording the outcome), the reconciler gets in.
    world.requests.interfereBeforeSave(async (inner) => {
      const [pending] = (await inner.findById(owner(MERCHANT_ID), request.id))!.pendingIntents;
      const outcome = await world.c2pGateway.sandbox.lookup(pending.id);
      const reconciler = new Settlement(reconcilerClock, inner, new RequestSaver(inner, world.events, world.eventIds), world.gateways, SETTLE_AFTER_MS);
      await settled(reconciler.record(owner(MERCHANT_ID), request.id, pending.id, outcome!));
    }, 1);
    const readsBefore = world.requests.reads;

    const paid = await requestOf(world.payByC2p.execute(aC2pCommand(request.id)));

    const stored = await world.stored(request);
    expect(world.requests.reads - readsBefore).toBe(2); // claim, settle again after the conflict (its first try saves over the claimed copy)
    expect(paid.snapshot()).toEqual(stored.snapshot());
    expect(stored.intents).toHaveLength(1);
    expect(stored.succeededIntent?.resolvedAt).toEqual(reconcilerClock.now());
    expect(world.c2pGateway.chargeCount).toBe(1);
  });

  it('a checkout whose answer arrives after a reconciler settled the payment intent returns the reconciler\'s record', async () => {
    const { world, request, intentId, outcome } = await aPaymentInDoubt();
    const reconciled = await settled(world.settlement.record(owner(MERCHANT_ID), request.id, intentId, outcome));

    // The charge is retried with the same reference: the gateway answers the first outcome, charging nothing new.
    world.c2pGateway.chargeFailure = null;
    const late = await world.c2pGateway.charge({ ...world.c2pGateway.received[0] });
    const settledAgain = await settled(world.settlement.record(owner(MERCHANT_ID), request.id, intentId, late));

    expect(late).toEqual(outcome);
    expect(world.c2pGateway.chargeCount).toBe(1);
    expect(settledAgain.snapshot()).toEqual(reconciled.snapshot());
  });
});
