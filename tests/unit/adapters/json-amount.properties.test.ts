import fc from 'fast-check';
import { jsonAmount } from '../../../src/adapters/http/api/payment-requests/payment-request.presenter';
import { Money } from '../../../src/domain/money';

describe('the JSON amount of a payment request', () => {
  it('is the number its two-decimal amount reads as, for every amount in cents', () => {
    const cents = fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.maxSafeInteger(), fc.constantFrom(0, 1, 5, 10, 99, 101, 110, 1005, 2 ** 53 - 1));
    fc.assert(
      fc.property(cents, fc.constantFrom('USD' as const, 'VES' as const), (value, currency) => {
        const money = Money.ofCents(currency, value);
        expect(jsonAmount(money)).toBe(Number(money.toDecimalString()));
      }),
      { numRuns: 20_000 },
    );
  });
});
