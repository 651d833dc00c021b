import { owner } from '../../support/builders';
import { requestOf } from '../../support/fakes';
import { PayByC2p } from '../../../src/application/checkout/pay-by-c2p';
import { PaymentRequestRepository } from '../../../src/application/ports/payment-request-repository';
import { MERCHANT_ID, T0, aPaymentIntentFor, usdToVes } from '../../support/builders';
import { aC2pCommand, aCheckoutWorld, gatewaysOf, refusalOf } from '../../support/checkout-fakes';
import { GatedGateway } from '../../support/gated-gateway';
import { saveWithItsEvents } from '../../support/saving';

async function reviseAt(inner: PaymentRequestRepository, id: string, rate: string): Promise<void> {
  const request = (await inner.findById(owner(MERCHANT_ID), id))!;
  request.revise({ description: 'Order 1001, revised', rate: usdToVes(rate), now: T0 });
  await saveWithItsEvents(inner, request);
}

async function claimWith(inner: PaymentRequestRepository, id: string, intentId: string): Promise<void> {
  const request = (await inner.findById(owner(MERCHANT_ID), id))!;
  request.beginPayment(aPaymentIntentFor(request, { id: intentId }), T0);
  await saveWithItsEvents(inner, request);
}

describe('a checkout racing another writer', () => {
  it('a revision saved between our read and our claim: the claim is retried on the revised request', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    world.requests.interfereBeforeSave((inner) => reviseAt(inner, request.id, '40'));
    const readsBefore = world.requests.reads;

    const paid = await requestOf(world.payByC2p.execute(aC2pCommand(request.id)));

    expect(world.requests.reads - readsBefore).toBe(2); // claim, claim again after the conflict; the settle saves over the claimed copy
    expect(paid.status).toBe('paid');
    expect(paid.description).toBe('Order 1001, revised');
    // The gateway is charged what the revised request asks: 10.00 USD at 40.
    expect(world.c2pGateway.received.map((c) => c.amount.cents)).toEqual([40_000]);
    expect(paid.succeededIntent?.amount.cents).toBe(40_000);
  });

  it('another checkout claiming between our read and our claim: we retry, find it claimed, and charge nothing', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    world.requests.interfereBeforeSave((inner) => claimWith(inner, request.id, 'pi_theirs'));
    const readsBefore = world.requests.reads;

    const error = await refusalOf(world.payByC2p.execute(aC2pCommand(request.id)));

    const stored = await world.stored(request);
    expect(error).toMatchObject({ kind: 'not_payable' });
    expect(world.requests.reads - readsBefore).toBe(2);
    expect(world.c2pGateway.received).toHaveLength(0);
    expect(stored.status).toBe('waiting_for_payment_confirmation');
    expect(stored.intents.map((i) => i.id)).toEqual(['pi_theirs']);
  });

  it('a writer that keeps getting in first makes the checkout give up with a conflict, nothing charged', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    const reviseBeforeEverySave = (): void =>
      world.requests.interfereBeforeSave(async (inner) => {
        await reviseAt(inner, request.id, '36.5');
        reviseBeforeEverySave();
      });
    reviseBeforeEverySave();

    const error = await refusalOf(world.payByC2p.execute(aC2pCommand(request.id)));

    expect(error).toMatchObject({ kind: 'conflict' });
    expect(world.c2pGateway.received).toHaveLength(0);
    expect((await world.stored(request)).intents).toHaveLength(0);
  });

  it('nobody writes while the bank answers: the outcome is saved over the claimed copy, with no second read', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    const readsBefore = world.requests.reads;

    const paid = await requestOf(world.payByC2p.execute(aC2pCommand(request.id)));

    expect(world.requests.reads - readsBefore).toBe(1);
    expect(paid.status).toBe('paid');
    expect((await world.stored(request)).status).toBe('paid');
  });

  it('two checkouts on one request: the second is refused while the first is at the gateway, which charges once', async () => {
    const world = aCheckoutWorld();
    const request = await world.aStoredRequest();
    const gate = new GatedGateway(world.c2pGateway);
    const gatedPayByC2p = new PayByC2p(world.checkout, gatewaysOf({ sandbox: { c2p: gate, credit_or_debit_card: world.cardGateway } }));

    const first = gatedPayByC2p.execute(aC2pCommand(request.id));
    await gate.reached;
    const second = await refusalOf(world.payByC2p.execute(aC2pCommand(request.id)));
    gate.release();
    const paid = await requestOf(first);

    expect(second).toMatchObject({ kind: 'not_payable' });
    expect(paid.status).toBe('paid');
    expect(paid.intents).toHaveLength(1);
    expect(world.c2pGateway.chargeCount).toBe(1);
  });
});
