import fc from 'fast-check';
import { PaymentRequest } from '../../../../src/domain/payment-requests';
import { T0, aPaymentIntentFor, aPaymentRequest, usd, usdToVes } from '../../../support/builders';

/** What can happen to a request, in any order, as time passes. */
type Operation =
  | { op: 'revise'; amountCents: number | null; expiresInSeconds: number | null | undefined }
  | { op: 'beginPayment' }
  | { op: 'settle'; approved: boolean }
  | { op: 'cancel' }
  | { op: 'expire' }
  | { op: 'wait'; seconds: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant('revise' as const),
    amountCents: fc.option(fc.integer({ min: 1, max: 100_000 })),
    expiresInSeconds: fc.option(fc.option(fc.integer({ min: 60, max: 3_600 })), { nil: undefined }),
  }),
  fc.constant({ op: 'beginPayment' as const }),
  fc.record({ op: fc.constant('settle' as const), approved: fc.boolean() }),
  fc.constant({ op: 'cancel' as const }),
  fc.constant({ op: 'expire' as const }),
  fc.record({ op: fc.constant('wait' as const), seconds: fc.integer({ min: 0, max: 1_800 }) }),
);

function apply(request: PaymentRequest, step: Operation, now: Date): void {
  switch (step.op) {
    case 'revise':
      request.revise({
        amount: step.amountCents === null ? undefined : usd((step.amountCents / 100).toFixed(2)),
        expiresAt: step.expiresInSeconds === undefined || step.expiresInSeconds === null ? step.expiresInSeconds : new Date(now.getTime() + step.expiresInSeconds * 1000),
        rate: usdToVes('36.5'),
        now,
      });
      return;
    case 'beginPayment':
      request.beginPayment(aPaymentIntentFor(request, { now }), now);
      return;
    case 'settle': {
      const pending = request.pendingIntents[0];
      if (!pending) return;
      request.settlePayment(pending.id, step.approved ? { status: 'approved', gatewayReference: 'REF' } : { status: 'declined', declineCode: 'card_declined' }, now);
      return;
    }
    case 'cancel':
      request.cancel(now);
      return;
    case 'expire':
      request.expire(now);
      return;
    case 'wait':
      return;
  }
}

describe('whatever happens to a payment request, in any order', () => {
  it('once canceled it stays canceled, and past its expiry it is paid only by a payment intent begun before it', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 60, max: 3_600 })), fc.array(operation, { maxLength: 40 }), (expiresIn, steps) => {
        const request = aPaymentRequest({ expiresAt: expiresIn === null ? null : new Date(T0.getTime() + expiresIn * 1000) });
        let now = T0;
        let canceled: ReturnType<PaymentRequest['snapshot']> | null = null;
        for (const step of steps) {
          if (step.op === 'wait') now = new Date(now.getTime() + step.seconds * 1000);
          apply(request, step, now);
          if (canceled) {
            expect(request.snapshot()).toEqual(canceled);
          } else if (request.status === 'canceled') {
            canceled = request.snapshot();
            expect(request.canceledAt).not.toBeNull();
            if (request.cancellationReason === 'expired') expect(request.canceledAt).toEqual(request.expiresAt);
          }
          const paidBy = request.succeededIntent;
          if (paidBy && request.expiresAt) expect(paidBy.createdAt.getTime()).toBeLessThan(request.expiresAt.getTime());
          if (request.intents.some((intent) => request.expiresAt && intent.createdAt >= request.expiresAt)) {
            throw new Error('a payment intent began at or after the expiry');
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
