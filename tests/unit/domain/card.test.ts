import fc from 'fast-check';
import { cardBrand, parseCardNumber, isExpired, parseExpiry, passesLuhn, screenCard } from '../../../src/domain/card';
import { parsed } from '../../support/fakes';

const card = (text: string) => parsed(parseCardNumber(text));
import { withLuhnCheckDigit } from '../../support/checkout-fakes';

const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((digits) => digits.join(''));

describe('the Luhn check', () => {
  it.each([
    '4242424242424242',
    '5555555555554444',
    '4111111111111111',
    '4222222222222',
    '378282246310005',
    '6011111111111117',
    '79927398713',
  ])('passes the known valid number %s', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each(['4242424242424241', '5555555555554445', '1234567812345678', '79927398710', '378282246310006', ''])(
    'fails the known invalid number %p',
    (number) => {
      expect(passesLuhn(number)).toBe(false);
    },
  );

  it('passes any 11 to 18 digit prefix followed by its check digit', () => {
    fc.assert(fc.property(digitString(11, 18), (prefix) => passesLuhn(withLuhnCheckDigit(prefix))));
  });

  it('fails once any single digit of a valid number is changed', () => {
    const changed = digitString(11, 18).chain((prefix) => {
      const valid = withLuhnCheckDigit(prefix);
      return fc.tuple(fc.constant(valid), fc.nat({ max: valid.length - 1 }), fc.integer({ min: 1, max: 9 }));
    });
    fc.assert(
      fc.property(changed, ([valid, index, shift]) => {
        const digit = (Number(valid[index]) + shift) % 10;
        const typo = valid.slice(0, index) + digit + valid.slice(index + 1);
        return !passesLuhn(typo);
      }),
    );
  });
});

describe('card brands', () => {
  it.each(['4222222222222', '4242424242424242', '4000000000000000006'])('a %s starting with 4 is Visa', (number) => {
    expect(cardBrand(number)).toBe('visa');
  });

  it.each(['424242424242', '42424242424242', '424242424242424', '42424242424242424', '424242424242424242', '42424242424242424242'])(
    'a number starting with 4 but of another length (%s) is not Visa',
    (number) => {
      expect(cardBrand(number)).toBeNull();
    },
  );

  it.each(['5100000000000000', '5300000000000000', '5555555555554444', '2221000000000000', '2500000000000000', '2720999999999999'])(
    'a 16-digit %s in 51-55 or 2221-2720 is Mastercard',
    (number) => {
      expect(cardBrand(number)).toBe('mastercard');
    },
  );

  it.each([
    ['a Mastercard range of 15 digits', '555555555555444'],
    ['a Mastercard range of 19 digits', '5555555555554444000'],
    ['prefix 2220', '2220990000000000'],
    ['prefix 2721', '2721000000000000'],
    ['prefix 50', '5000000000000000'],
    ['prefix 56', '5600000000000000'],
    ['Amex 34', '340000000000009'],
    ['Amex 37', '378282246310005'],
    ['Discover 6011', '6011111111111117'],
  ])('%s is not supported', (_name, number) => {
    expect(cardBrand(number)).toBeNull();
  });
});

describe('the expiry date', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i + 1))('month %i is read as MM/YY with a four-digit year', (month) => {
    expect(parseExpiry(`${String(month).padStart(2, '0')}/27`)).toEqual({ month, year: 2027 });
  });

  it.each(['00/27', '13/27', '1/27', '01/2027', '01-27', '0127', 'ab/cd', ' 01/27', '01/27 ', ''])('%p is not an expiry', (text) => {
    expect(parseExpiry(text)).toBeNull();
  });

  const november2026 = { year: 2026, month: 11 };

  it('a card of the previous month is expired', () => {
    expect(isExpired({ year: 2026, month: 10 }, november2026)).toBe(true);
    expect(isExpired({ year: 2026, month: 12 }, { year: 2027, month: 1 })).toBe(true);
  });

  it('a card is good through its expiry month', () => {
    expect(isExpired({ year: 2026, month: 11 }, november2026)).toBe(false);
  });

  it('a card expiring next year is valid, whatever its month', () => {
    expect(isExpired({ year: 2027, month: 1 }, november2026)).toBe(false);
    expect(isExpired({ year: 2025, month: 12 }, november2026)).toBe(true);
  });
});

describe('screening a card before any gateway sees it', () => {
  const now = { year: 2026, month: 11 };
  const expired = { year: 2026, month: 10 };

  it('a number failing Luhn is invalid_card_number even when it is also Amex and expired', () => {
    expect(screenCard(card('378282246310006'), expired, now)).toEqual({ declined: 'invalid_card_number' });
  });

  it('a Luhn-valid Amex is card_not_supported even when it is also expired', () => {
    expect(screenCard(card('378282246310005'), expired, now)).toEqual({ declined: 'card_not_supported' });
  });

  it.each([withLuhnCheckDigit('222099000000000'), withLuhnCheckDigit('272100000000000')])(
    'a Luhn-valid %s outside the Mastercard range is card_not_supported',
    (number) => {
      expect(screenCard(card(number), { year: 2030, month: 1 }, now)).toEqual({ declined: 'card_not_supported' });
    },
  );

  it('a Luhn-valid Visa that is expired is expired_card', () => {
    expect(screenCard(card('4242424242424242'), expired, now)).toEqual({ declined: 'expired_card' });
  });

  it('a sound card passes with its brand', () => {
    expect(screenCard(card('4242424242424242'), now, now)).toEqual({ brand: 'visa' });
    expect(screenCard(card('5555555555554444'), now, now)).toEqual({ brand: 'mastercard' });
  });
});
