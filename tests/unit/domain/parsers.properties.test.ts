import fc from 'fast-check';
import { cardBrand, parseCardNumber, parseExpiry } from '../../../src/domain/card';
import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { VE_BANKS, VE_MOBILE_PREFIXES, parseBankCode } from '../../../src/domain/ve-banks';

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const notText = fc.oneof(fc.integer(), fc.constant(null), fc.constant(undefined), fc.boolean(), fc.object());

describe('each rule is one parser: text in, a domain value or null out', () => {
  it('a mobile number in any of its three forms parses to the same local number, and parsing it again keeps it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VE_MOBILE_PREFIXES), digits(7, 7), (prefix, rest) => {
        const local = `${prefix}${rest}`;
        const forms = [local, `58${local.slice(1)}`, `+58${local.slice(1)}`];
        for (const form of forms) expect(parseMobilePhone(form)).toBe(local);
        expect(parseMobilePhone(local)).toBe(parseMobilePhone(parseMobilePhone(local)));
      }),
    );
  });

  it('a card number with spaces between groups parses to its digits only, and its brand comes from those digits', () => {
    fc.assert(
      fc.property(digits(12, 19), fc.integer({ min: 1, max: 11 }), (number, cut) => {
        const spaced = `${number.slice(0, cut)} ${number.slice(cut)}`;
        expect(parseCardNumber(spaced)).toBe(number);
        expect(cardBrand(parseCardNumber(spaced)!)).toBe(cardBrand(number));
      }),
    );
  });

  it('a card number of fewer than 12 or more than 19 digits never parses', () => {
    fc.assert(fc.property(fc.oneof(digits(1, 11), digits(20, 30)), (number) => expect(parseCardNumber(number)).toBeNull()));
  });

  it('every MM/YY with a month 01–12 parses to that month of 20YY; month 00 and 13–99 never do', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (month, year) => {
        const text = `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`;
        expect(parseExpiry(text)).toEqual(month >= 1 && month <= 12 ? { month, year: 2000 + year } : null);
      }),
    );
  });

  it('a bank code parses to the bank of that code, with its name; any other 4 digits do not', () => {
    fc.assert(
      fc.property(digits(4, 4), (code) => {
        const bank = parseBankCode(code);
        expect(bank).toEqual(code in VE_BANKS ? { code, name: VE_BANKS[code] } : null);
      }),
    );
  });

  it('a national id is a letter of VEJGPC, an optional dash and 5 to 10 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'VEJGPC'), fc.boolean(), digits(5, 10), (letter, dash, number) => {
        const id = `${letter}${dash ? '-' : ''}${number}`;
        expect(parseNationalId(id)).toBe(id);
        expect(parseNationalId(id.toLowerCase())).toBeNull();
      }),
    );
  });

  it('nothing that is not text parses', () => {
    fc.assert(
      fc.property(notText, (value) => {
        for (const parse of [parseMobilePhone, parseNationalId, parseBankCode, parseCardNumber, parseExpiry]) expect(parse(value)).toBeNull();
      }),
    );
  });
});
