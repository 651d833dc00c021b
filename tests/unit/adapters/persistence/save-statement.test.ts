import { toPaymentIntentRows, toPaymentRequestRow, toRefundRows } from '../../../../src/adapters/persistence/typeorm/payment-request-mapper';
import { saveStatement } from '../../../../src/adapters/persistence/typeorm/save-statement';
import { StoredEvent } from '../../../../src/application/ports/event-feed';
import { PaymentRequest } from '../../../../src/domain/payment-requests';
import { T0, aPaidPaymentRequest, aPaymentIntentFor, aPaymentRequest, usd } from '../../../support/builders';

function eventsOf(request: PaymentRequest, count: number): StoredEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `evt_${request.id}_${i}`, merchantId: request.merchantId, livemode: request.livemode,
    type: 'payment_request.created', createdAt: T0, object: { request },
  }));
}

function statementOf(request: PaymentRequest, events: number, storedVersion: number | null): { sql: string; params: unknown[] } {
  const props = request.snapshot();
  return saveStatement({
    row: toPaymentRequestRow({ ...props, version: (storedVersion ?? -1) + 1 }),
    expectedVersion: storedVersion,
    intents: toPaymentIntentRows(props),
    refunds: toRefundRows(props),
    events: eventsOf(request, events),
  });
}

// On PostgreSQL every save's statement is prepared once per connection, named after its text
// (Session.prepared): its text must depend on which parts the save has, never on their values.
describe('the statement of a save', () => {
  it('is the same text for two new requests of different values and numbers of events; only the parameters differ', () => {
    const first = statementOf(aPaymentRequest(), 1, null);
    const second = statementOf(aPaymentRequest({ amount: usd('1234.56'), description: "Pedido 'especial' $1" }), 3, null);

    expect(second.sql).toBe(first.sql);
    expect(second.params).not.toEqual(first.params);
  });

  it('is the same text for a request paid at its first payment intent and one paid after two declines', () => {
    const paidAtOnce = aPaidPaymentRequest();
    const paidAtTheThird = aPaymentRequest();
    for (const outcome of [{ status: 'declined', declineCode: 'invalid_otp' }, { status: 'declined', declineCode: 'insufficient_funds' }, { status: 'approved', gatewayReference: 'REF-9' }] as const) {
      const intent = aPaymentIntentFor(paidAtTheThird);
      paidAtTheThird.beginPayment(intent, T0);
      paidAtTheThird.settlePayment(intent.id, outcome, T0);
    }

    expect(statementOf(paidAtTheThird, 2, 7).sql).toBe(statementOf(paidAtOnce, 1, 1).sql);
  });

  it('differs between shapes: an insert, an update, an update with payment intents', () => {
    const texts = new Set([statementOf(aPaymentRequest(), 1, null).sql, statementOf(aPaymentRequest(), 1, 1).sql, statementOf(aPaidPaymentRequest(), 1, 1).sql]);

    expect(texts.size).toBe(3);
  });

  it('checks the customer as read in one more text, shared by every customer; an update never checks it', () => {
    const guarded = (request: PaymentRequest, customer: { id: string; email: string }) => {
      const props = request.snapshot();
      return saveStatement({
        row: toPaymentRequestRow({ ...props, version: 1 }), expectedVersion: null, intents: [], refunds: [],
        events: eventsOf(request, 1), customerAsRead: customer,
      });
    };
    const maria = guarded(aPaymentRequest(), { id: 'cus_maria', email: 'maria@example.com' });
    const jose = guarded(aPaymentRequest(), { id: 'cus_jose', email: 'jose@example.com' });

    expect(jose.sql).toBe(maria.sql);
    expect(maria.sql).not.toBe(statementOf(aPaymentRequest(), 1, null).sql);
    expect(maria.params).toEqual(expect.arrayContaining(['cus_maria', 'maria@example.com']));
    const update = statementOf(aPaymentRequest(), 1, 1);
    const updateWithCheck = saveStatement({
      row: toPaymentRequestRow({ ...aPaymentRequest().snapshot(), version: 2 }), expectedVersion: 1, intents: [], refunds: [],
      events: [], customerAsRead: { id: 'cus_maria', email: 'maria@example.com' },
    });
    expect(updateWithCheck.sql).not.toContain('FROM customers');
    expect(update.sql).not.toContain('FROM customers');
  });
});
