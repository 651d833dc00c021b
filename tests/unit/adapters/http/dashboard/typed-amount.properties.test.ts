import fc from 'fast-check';
import { AMOUNT_AMBIGUOUS_ES, AMOUNT_INVALID_ES, parseTypedAmount } from '../../../../../src/adapters/http/dashboard/typed-amount';
import { decimalEsVe } from '../../../../../src/adapters/http/kit/html/format-es-ve';
import { Money } from '../../../../../src/domain/money';

const decimalOf = (cents: number) => Money.ofCents('USD', cents).toDecimalString();

describe('an amount typed on the dashboard', () => {
  it('reads the way the dashboard shows it (1.234,50) and the way the API writes it (1234.50) as the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        const decimal = decimalOf(cents);
        const expected = Number(decimal);
        const grouped = decimalEsVe(decimal);
        // A lone group with no decimals (1.234) is the one ambiguous form; the dashboard always shows the decimals.
        expect(parseTypedAmount(grouped)).toEqual({ amount: expected });
        expect(parseTypedAmount(decimal)).toEqual({ amount: expected });
        expect(parseTypedAmount(decimal.replace('.', ','))).toEqual({ amount: expected });
        expect(parseTypedAmount(` ${grouped.replace(/\./g, '#').replace(',', '.').replace(/#/g, ',')} `)).toEqual({ amount: expected });
      }),
      { numRuns: 5_000 },
    );
  });

  it.each([
    ['1.234,50', 1234.5], ['1234.50', 1234.5], ['1234,50', 1234.5], ['1234', 1234], ['1.234.567', 1234567], ['0,5', 0.5],
    ['1,234.50', 1234.5], ['12.345,6', 12345.6],
  ])('reads %s as %d', (typed, amount) => {
    expect(parseTypedAmount(typed)).toEqual({ amount });
  });

  it.each(['1.234', '1,234', '12.345', '999,999'])('asks what %s means instead of guessing', (typed) => {
    expect(parseTypedAmount(typed)).toEqual({ error: AMOUNT_AMBIGUOUS_ES });
  });

  it.each(['abc', '1.23.4', '12,34,56', '1.2345', '-5', '1e3', '1.234,567', '$10', '1 234'])('refuses %s in Spanish', (typed) => {
    expect(parseTypedAmount(typed)).toEqual({ error: AMOUNT_INVALID_ES });
  });
});
