import { parseMobilePhone, parseNationalId } from '../../../src/domain/payer';
import { VE_MOBILE_PREFIXES, parseBankCode } from '../../../src/domain/ve-banks';

const bankName = (code: unknown) => parseBankCode(code)?.name ?? null;

describe('a Venezuelan mobile number', () => {
  it.each(VE_MOBILE_PREFIXES.map((prefix) => [prefix]))('with prefix %s is accepted in all three forms', (prefix) => {
    const local = `${prefix}1234567`;
    const international = `58${local.slice(1)}`;
    expect(parseMobilePhone(local)).toBe(local);
    expect(parseMobilePhone(international)).toBe(local);
    expect(parseMobilePhone(`+${international}`)).toBe(local);
  });

  it('knows the six mobile prefixes in use', () => {
    expect([...VE_MOBILE_PREFIXES].sort()).toEqual(['0412', '0414', '0416', '0422', '0424', '0426']);
  });

  it.each([
    ['a Caracas landline', '02121234567'],
    ['a landline in international form', '582121234567'],
    ['the unassigned prefix 0413', '04131234567'],
    ['0413 in international form', '+584131234567'],
    ['ten digits', '0414123456'],
    ['twelve digits', '041412345678'],
    ['too short after 58', '58414123456'],
    ['too long after +58', '+5841412345678'],
    ['the leading 0 kept after 58', '5804141234567'],
    ['the leading 0 kept after +58', '+5804141234567'],
    ['no leading 0 nor 58', '4141234567'],
    ['a plus before the 0', '+04141234567'],
    ['spaces between groups', '0414 1234567'],
    ['a dash', '0414-1234567'],
    ['a trailing space', '04141234567 '],
    ['a trailing newline', '04141234567\n'],
    ['an empty string', ''],
  ])('rejects %s (%p)', (_name, raw) => {
    expect(parseMobilePhone(raw)).toBeNull();
  });
});

describe('a payer id', () => {
  it.each(['V12345', 'V-12345', 'E1234567890', 'E-1234567890', 'J-123456789', 'G12345678', 'P12345', 'C-9876543'])(
    '%s is an id',
    (id) => {
      expect(parseNationalId(id) !== null).toBe(true);
    },
  );

  it.each([
    ['four digits', 'V1234'],
    ['eleven digits', 'V12345678901'],
    ['another letter', 'X12345678'],
    ['a lowercase letter', 'v12345678'],
    ['no letter', '12345678'],
    ['two dashes', 'V--12345678'],
    ['a space', 'V 12345678'],
    ['a dash and no digits', 'V-'],
    ['a trailing newline', 'V12345678\n'],
    ['letters among the digits', 'V1234A678'],
  ])('%s is not an id (%p)', (_name, id) => {
    expect(parseNationalId(id) !== null).toBe(false);
  });
});

describe('bank names', () => {
  it('names a bank of the BCV list by its code', () => {
    expect(bankName('0102')).toBe('Banco de Venezuela');
    expect(bankName('0134')).toBe('Banesco');
  });

  it.each(['9999', '0000', '102', '01020', ''])('an unknown code %p has no name', (code) => {
    expect(bankName(code)).toBeNull();
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'a prototype key %p is not a bank',
    (code) => {
      expect(bankName(code)).toBeNull();
    },
  );
});
