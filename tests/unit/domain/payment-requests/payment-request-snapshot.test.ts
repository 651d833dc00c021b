import { PaymentRequest } from '../../../../src/domain/payment-requests';
import { T0, aPaidPaymentRequest, aPaymentIntentFor, aPaymentRequest, cardInstrument } from '../../../support/builders';

const LATER = new Date(T0.getTime() + 60_000);

describe('the snapshot a repository stores', () => {
  it('is a deep copy: changing it does not change the request', () => {
    const request = aPaymentRequest({ customer: { id: 'cus_1', dni: 'V1', email: 'a@example.com' } });
    const intent = aPaymentIntentFor(request, { instrument: cardInstrument() });
    request.beginPayment(intent, T0);

    const snapshot = request.snapshot();
    snapshot.status = 'paid';
    snapshot.description = 'tampered';
    snapshot.customer.email = 'tampered@example.com';
    snapshot.createdAt.setTime(0);
    const storedIntent = snapshot.intents[0].snapshot();
    Object.assign(snapshot.intents[0].instrument, { last4: '0000' });
    snapshot.intents[0].createdAt.setTime(0);
    snapshot.intents.pop();

    expect(request.status).toBe('waiting_for_payment_confirmation');
    expect(request.description).toBe('Order 1001');
    expect(request.customer.email).toBe('a@example.com');
    expect(request.createdAt).toEqual(T0);
    expect(request.pendingIntents.map((i) => i.id)).toEqual([intent.id]);
    expect(request.pendingIntents[0].instrument).toEqual(storedIntent.instrument);
    expect(request.pendingIntents[0].instrument).toMatchObject({ last4: '4242' });
    expect(request.pendingIntents[0].createdAt).toEqual(T0);
  });

  it('settling an intent in the snapshot does not settle it in the request', () => {
    const request = aPaymentRequest();
    const intent = aPaymentIntentFor(request);
    request.beginPayment(intent, T0);
    const copy = PaymentRequest.rehydrate(request.snapshot());
    copy.settlePayment(intent.id, { status: 'approved', gatewayReference: 'REF-1' }, LATER);
    expect(copy.status).toBe('paid');
    expect(request.status).toBe('waiting_for_payment_confirmation');
    expect(request.pendingIntents.map((i) => i.id)).toEqual([intent.id]);
  });

  it('rebuilds the same request', () => {
    const request = aPaidPaymentRequest();
    const copy = PaymentRequest.rehydrate(request.snapshot());
    expect(copy.snapshot()).toEqual(request.snapshot());
    expect(copy.succeededIntent?.referenceId).toBe('REF-0001');
  });
});
