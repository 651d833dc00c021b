import { ExchangeRate, Money, parseUsdAmount } from '../../../src/domain/money';
import { usd, usdToVes } from '../../support/builders';

describe('Money rounds half up to the cent', () => {
  it.each([
    ['1.005', 101],
    ['1.004', 100],
    ['1.0049999999', 100],
    ['0.005', 1],
    ['0.004', 0],
    ['2.675', 268], // 2.675 * 100 is 267.49999999999997 in binary floating point
    ['1.15', 115], // 1.15 * 100 is 114.99999999999999 in binary floating point
  ])('%s USD is %i cents', (amount, cents) => {
    expect(Money.fromDecimal('USD', amount).cents).toBe(cents);
  });

  it('shows the amount with exactly two decimals', () => {
    expect(Money.ofCents('USD', 1050).toDecimalString()).toBe('10.50');
    expect(Money.ofCents('VES', 1).toDecimalString()).toBe('0.01');
  });

  it('refuses fractional cents and cents beyond a safe integer', () => {
    expect(() => Money.ofCents('USD', 10.5)).toThrow(RangeError);
    expect(() => Money.ofCents('USD', 2n ** 60n)).toThrow(RangeError);
  });

  it('is equal only to the same cents of the same currency', () => {
    expect(usd('10').equals(Money.ofCents('USD', 1000))).toBe(true);
    expect(usd('10').equals(Money.ofCents('VES', 1000))).toBe(false);
    expect(usd('10').equals(usd('10.01'))).toBe(false);
  });
});

describe('Converting USD to VES is decimal arithmetic, rounded half up to cents', () => {
  const convert = (amount: string, rate: string) => usd(amount).convert(usdToVes(rate)).cents;

  it('0.10 USD at 3 VES is exactly 0.30 VES', () => {
    expect(convert('0.1', '3')).toBe(30);
  });

  it('19.99 USD at 36.5 is 729.635, rounded up to 729.64 VES', () => {
    expect(convert('19.99', '36.5')).toBe(72964);
  });

  it('1.15 USD at 1.5 is 1.725, rounded up to 1.73 VES (floats would give 1.72)', () => {
    expect(convert('1.15', '1.5')).toBe(173);
  });

  it('1,000,000 USD at a rate with 8 decimals loses nothing', () => {
    expect(convert('1000000', '36.12345678')).toBe(3_612_345_678);
    expect(convert('1000000', '12345.67891234')).toBe(1_234_567_891_234);
  });

  it('999,999.99 USD at 36.12345678 is 36,123,456.4187654322, rounded to 36,123,456.42 VES', () => {
    expect(convert('999999.99', '36.12345678')).toBe(3_612_345_642);
  });

  it('a cent at half a bolivar rounds up to a cent; just under half rounds down to nothing', () => {
    expect(convert('0.01', '0.5')).toBe(1);
    expect(convert('0.01', '0.49999999')).toBe(0);
  });

  it('gives money in the quote currency', () => {
    expect(usd('1').convert(usdToVes('36.5')).currency).toBe('VES');
  });

  it('refuses a rate for another base currency', () => {
    expect(() => Money.ofCents('VES', 100).convert(usdToVes('36.5'))).toThrow(RangeError);
  });
});

describe('ExchangeRate', () => {
  it.each([
    ['36.5', 3650],
    ['36.125', 3613],
    ['36.12499999', 3612],
    ['36.005', 3601],
    ['0.00000001', 0],
  ])('rate %s is %i cents, rounded half up', (rate, cents) => {
    expect(usdToVes(rate).cents).toBe(cents);
  });

  it('keeps up to 8 decimals, rounding the 9th half up', () => {
    expect(usdToVes('36.12345678').toDecimalString()).toBe('36.12345678');
    expect(usdToVes('1.123456785').toDecimalString()).toBe('1.12345679');
    expect(usdToVes('1.123456784').toDecimalString()).toBe('1.12345678');
  });

  it('shows the rate without trailing zeros', () => {
    expect(usdToVes('36.50').toDecimalString()).toBe('36.5');
  });

  it.each(['0', '-1', '-0.00000001', '0.000000004'])('refuses a rate of %s (zero once kept to 8 decimals)', (rate) => {
    expect(() => ExchangeRate.of('USD', 'VES', rate)).toThrow(RangeError);
  });
});

describe('parseUsdAmount: the one rule for an amount a merchant sends', () => {
  it.each([
    [0.01, 1],
    [10, 1000],
    [10.5, 1050],
    [19.99, 1999],
    [1000000, 100_000_000],
  ])('accepts %p as %i cents', (value, cents) => {
    const money = parseUsdAmount(value);
    expect(money?.currency).toBe('USD');
    expect(money?.cents).toBe(cents);
  });

  it.each([
    ['zero', 0],
    ['a negative amount', -1],
    ['three decimals', 1.005],
    ['0.1 + 0.2', 0.1 + 0.2],
    ['1e308', 1e308],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['a string', '10.00'],
    ['more than 1,000,000', 1000000.01],
    ['1e-7', 1e-7],
    ['null', null],
    ['a boolean', true],
  ])('rejects %s', (_label, value) => {
    expect(parseUsdAmount(value)).toBeNull();
  });
});
