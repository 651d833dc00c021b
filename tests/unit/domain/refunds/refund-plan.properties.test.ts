import fc from 'fast-check';
import { ExchangeRate, Money } from '../../../../src/domain/money';
import { Refund } from '../../../../src/domain/refunds/refund';
import { planRefund, remainingOf } from '../../../../src/domain/refunds/refund-plan';
import { T0, aPaidPaymentRequest } from '../../../support/builders';

describe('Refunds of one paid request, whatever their amounts, order and outcomes', () => {
  it('never hold more USD or VES than were paid, and a last refund of the rest returns them exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_00 }),
        fc.bigInt({ min: 1n, max: 1_000n * 10n ** 8n }),
        fc.array(fc.record({ cents: fc.option(fc.integer({ min: 1, max: 10_000_00 })), fails: fc.boolean() }), { maxLength: 12 }),
        (paidCents, rateUnits, asks) => {
          const rate = ExchangeRate.of('USD', 'VES', (Number(rateUnits) / 1e8).toFixed(8));
          // A price that converts to 0.00 VES is never issued.
          fc.pre(Money.ofCents('USD', paidCents).convert(rate).cents > 0);
          const request = aPaidPaymentRequest({ amount: Money.ofCents('USD', paidCents), rate });
          const refunds: Refund[] = [];
          for (const [i, ask] of asks.entries()) {
            const plan = planRefund(request, refunds, { amount: ask.cents === null ? null : Money.ofCents('USD', ask.cents), paidToday: true, cardGatewayRefunds: true });
            if (plan.kind !== 'planned') continue;
            const refund = Refund.open({ ...plan, id: `re_${i}`, paymentRequestId: request.id, reason: null, description: null, createdAt: T0 });
            if (ask.fails) refund.bankRefused('refund_declined', T0);
            refunds.push(refund);
          }
          const remaining = remainingOf(request, refunds);
          expect(remaining.amount.cents).toBeGreaterThanOrEqual(0);
          expect(remaining.conversionAmount.cents).toBeGreaterThanOrEqual(0);

          const rest = planRefund(request, refunds, { amount: null, paidToday: true, cardGatewayRefunds: true });
          if (rest.kind === 'planned') {
            expect([rest.amount.cents, rest.conversionAmount.cents]).toEqual([remaining.amount.cents, remaining.conversionAmount.cents]);
          } else {
            expect(remaining.amount.cents).toBe(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
