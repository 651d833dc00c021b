import Big from 'big.js';
import fc from 'fast-check';
import { ExchangeRate, Money, parseUsdAmount } from '../../../src/domain/money';

const RATE_SCALE = 10n ** 8n;

/** Reference half-up division for non-negative integers, in BigInt only: nothing shared with big.js. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** `units` hundred-millionths as a decimal string: 3612345678n -> "36.12345678". */
function rateText(units: bigint): string {
  const whole = units / RATE_SCALE;
  const fraction = (units % RATE_SCALE).toString().padStart(8, '0');
  return `${whole}.${fraction}`;
}

const usdCents = fc.integer({ min: 1, max: 100_000_000 });
/** From 0.00000001 to 100,000.00000000 VES per USD, with all 8 decimals in play. */
const rateUnits = fc.bigInt({ min: 1n, max: 100_000n * RATE_SCALE });

const MAX_RATE_UNITS = 100_000n * RATE_SCALE;

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r, oldS, s] = [a % m, m, 1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}

/**
 * Pairs (cents, rate units) whose product is k + 0.5 VES cents: solves cents * units = 5*10^7 (mod 10^8),
 * which has solutions whenever 2^8 does not divide cents. Random pairs almost never land there.
 */
const halfCentProduct = fc
  .tuple(
    usdCents.filter((cents) => cents % 256 !== 0),
    fc.bigInt({ min: 0n, max: MAX_RATE_UNITS }),
  )
  .map(([cents, pick]): [number, bigint] => {
    const c = BigInt(cents);
    const g = gcd(c, RATE_SCALE);
    const modulus = RATE_SCALE / g;
    const first = ((RATE_SCALE / 2n / g) * modInverse(c / g, modulus)) % modulus || modulus;
    const choices = (MAX_RATE_UNITS - first) / modulus + 1n;
    return [cents, first + modulus * (pick % choices)];
  });

describe('properties of money', () => {
  it('every amount from 0.01 to 1,000,000.00 USD sent as cents / 100 parses back to the same cents', () => {
    fc.assert(
      fc.property(usdCents, (cents) => {
        expect(parseUsdAmount(cents / 100)?.cents).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });

  it('conversion equals the exact product rounded half up, computed in integers', () => {
    fc.assert(
      fc.property(usdCents, rateUnits, (cents, units) => {
        // cents x (units / 10^8) VES cents
        const expected = divideHalfUp(BigInt(cents) * units, RATE_SCALE);
        const converted = Money.ofCents('USD', cents).convert(ExchangeRate.of('USD', 'VES', rateText(units)));
        expect(BigInt(converted.cents)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('a product landing exactly on half a cent always rounds up', () => {
    fc.assert(
      fc.property(halfCentProduct, ([cents, units]) => {
        const halfCents = (BigInt(cents) * units * 2n) / RATE_SCALE; // exact: an odd number of half cents
        expect(halfCents % 2n).toBe(1n);
        const converted = Money.ofCents('USD', cents).convert(ExchangeRate.of('USD', 'VES', rateText(units)));
        expect(BigInt(converted.cents)).toBe((halfCents + 1n) / 2n);
      }),
      { numRuns: 2000 },
    );
  });

  it('the rate in cents is the rate rounded half up to two decimals', () => {
    fc.assert(
      fc.property(rateUnits, (units) => {
        expect(BigInt(ExchangeRate.of('USD', 'VES', rateText(units)).cents)).toBe(divideHalfUp(units, 10n ** 6n));
      }),
      { numRuns: 2000 },
    );
  });

  it('a rate keeps its 8 decimals exactly', () => {
    fc.assert(
      fc.property(rateUnits, (units) => {
        const shown = ExchangeRate.of('USD', 'VES', rateText(units)).toDecimalString();
        expect(shown).toBe(rateText(units).replace(/\.?0+$/, ''));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('exact integers where big.js was: the same answers as big.js gives', () => {
  const HALF_UP = 1 as Big.RoundingMode;

  it('a rate given in any form big.js reads (more decimals, leading zeros, an exponent, a Big) is the rate big.js rounds it to', () => {
    const written = fc.tuple(rateUnits, fc.integer({ min: 0, max: 99 }), fc.constantFrom('text', 'zeros', 'exponent', 'big'))
      .map(([units, extra, form]) => {
        const text = `${rateText(units)}${extra}`; // up to 10 decimals: rounding at the 8th
        return form === 'text' ? text : form === 'zeros' ? `00${text}` : form === 'exponent' ? new Big(text).toExponential() : new Big(text);
      });
    fc.assert(
      fc.property(written, (value) => {
        const kept = new Big(value).round(8, HALF_UP);
        const rate = ExchangeRate.of('USD', 'VES', value);
        expect(rate.toDecimalString()).toBe(kept.toFixed());
        expect(rate.cents).toBe(Number(kept.times(100).round(0, HALF_UP).toFixed(0)));
        expect(rate.value.eq(kept)).toBe(true);
        expect(JSON.parse(JSON.stringify(rate))).toEqual({ base: 'USD', quote: 'VES', value: kept.toFixed() });
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a rate that is not positive at 8 decimals, or not a number at all', () => {
    for (const value of ['0', '0.000000004', '-1', '-0.5', 'abc', '']) expect(() => ExchangeRate.of('USD', 'VES', value)).toThrow();
  });

  it('any whole cents, negative too, convert and print as big.js converts and prints them', () => {
    const anyCents = fc.integer({ min: -100_000_000, max: 100_000_000 });
    fc.assert(
      fc.property(anyCents, rateUnits, (cents, units) => {
        const money = Money.ofCents('USD', cents);
        const rate = ExchangeRate.of('USD', 'VES', rateText(units));
        const byBig = new Big(cents).div(100).times(rateText(units)).times(100).round(0, HALF_UP);
        expect(money.convert(rate).cents).toBe(Number(byBig.toFixed(0)));
        expect(money.toDecimalString()).toBe(new Big(cents).div(100).toFixed(2));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('Money.ofCents', () => {
  const cents = fc.bigInt({ min: -(2n ** 53n) + 1n, max: 2n ** 53n - 1n });

  it('reads the same whole cents from a number, a string of digits and a bigint', () => {
    fc.assert(
      fc.property(cents, (whole) => {
        const expected = Number(whole);
        for (const given of [expected, whole.toString(), whole, `${whole < 0n ? '-' : ''}00${whole < 0n ? -whole : whole}`]) {
          const money = Money.ofCents('VES', given);
          expect(money.cents).toBe(expected);
          expect(Object.is(money.cents, -0)).toBe(false);
        }
      }),
    );
  });

  it('refuses what is not whole or not a safe integer, in every form', () => {
    for (const given of [10.5, '10.5', '1e3x', 2 ** 53, String(2n ** 53n), 2n ** 60n, '-9007199254740993', Number.NaN]) {
      expect(() => Money.ofCents('USD', given)).toThrow();
    }
    expect(Money.ofCents('USD', -0).cents).toBe(0);
    expect(Object.is(Money.ofCents('USD', -0).cents, 0)).toBe(true);
  });
});
