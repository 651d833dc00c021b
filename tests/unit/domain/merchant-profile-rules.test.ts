import {
  parseBrandColor, parseLegalId, parseMerchantName, parseProfileChanges, parseSupportEmail, parseSupportPhone, rifCheckDigit,
} from '../../../src/domain/merchant-profile-rules';

describe('The merchant profile\'s rules', () => {
  it('takes a name of 1 to 80 characters, trimmed, on one line of plain text', () => {
    expect(parseMerchantName('  Panadería Ávila, C.A. ')).toBe('Panadería Ávila, C.A.');
    expect(parseMerchantName('A'.repeat(80))).toBe('A'.repeat(80));
    expect(parseMerchantName('😀'.repeat(80))).toBe('😀'.repeat(80));
    for (const refused of ['', '   ', 'A'.repeat(81), 'Acme\nGlobex', 'Acme\u202Eevil', 'a\uD800b', 5, null, undefined]) {
      expect(parseMerchantName(refused)).toBeNull();
    }
  });

  it('takes a RIF whose check digit fits, with or without hyphens, and writes it J-12345678-4', () => {
    // Published RIFs: Banco de Venezuela J-00002961-0 and Banesco J-07013380-5.
    expect(parseLegalId('J-00002961-0')).toBe('J-00002961-0');
    expect(parseLegalId('J070133805')).toBe('J-07013380-5');
    expect(parseLegalId('j-12345678-4')).toBe('J-12345678-4');
    expect(parseLegalId('J12345678-4')).toBe('J-12345678-4');
    for (const letter of ['V', 'E', 'P', 'G']) {
      const digit = rifCheckDigit(letter, '20987654');
      expect(parseLegalId(`${letter}20987654${digit}`)).toBe(`${letter}-20987654-${digit}`);
    }
  });

  it('refuses a RIF with a wrong check digit, another letter, or the wrong number of digits', () => {
    for (const refused of ['J-12345678-9', 'C-12345678-4', 'J-1234567-4', 'J-123456789-4', 'J--12345678-4', 'J 12345678 4', '', 123456784, null]) {
      expect(parseLegalId(refused)).toBeNull();
    }
  });

  it('takes an e-mail address of at most 254 characters', () => {
    expect(parseSupportEmail('ayuda@panaderia.example')).toBe('ayuda@panaderia.example');
    expect(parseSupportEmail('a.b+ventas@mail.example.org')).toBe('a.b+ventas@mail.example.org');
    for (const refused of ['ayuda', 'ayuda@', '@panaderia.example', 'a@@b.example', 'a b@c.example', `${'a'.repeat(250)}@ex.com`, '', 5, null]) {
      expect(parseSupportEmail(refused)).toBeNull();
    }
  });

  it('takes a Venezuelan mobile or landline, separators allowed, and writes it as eleven digits', () => {
    expect(parseSupportPhone('0414-123.45.67')).toBe('04141234567');
    expect(parseSupportPhone('+58 412 1234567')).toBe('04121234567');
    expect(parseSupportPhone('(0212) 555-1234')).toBe('02125551234');
    expect(parseSupportPhone('582415551234')).toBe('02415551234');
    for (const refused of ['04131234567', '0414123456', '041412345678', '03121234567', '+1 415 555 1234', 'llámame', '', 4141234567, null]) {
      expect(parseSupportPhone(refused)).toBeNull();
    }
  });

  it('takes a colour as #RRGGBB, written upper-case', () => {
    expect(parseBrandColor('#1a2b3c')).toBe('#1A2B3C');
    expect(parseBrandColor('#FFAA00')).toBe('#FFAA00');
    for (const refused of ['1A2B3C', '#1A2B3', '#1A2B3C4', '#GGGGGG', 'red', '', null]) expect(parseBrandColor(refused)).toBeNull();
  });
});

describe('A change of the profile, read at once', () => {
  it('parses every member given, clears a blank or null optional one, and leaves out what was not given', () => {
    expect(parseProfileChanges({ name: ' Acme ', legalId: ' j123456784 ', supportEmail: '', supportPhone: null, brandColor: '#abcdef' })).toEqual({
      kind: 'parsed',
      changes: { name: 'Acme', legalId: 'J-12345678-4', supportEmail: null, supportPhone: null, brandColor: '#ABCDEF' },
    });
    expect(parseProfileChanges({ brandColor: '#000000' })).toEqual({ kind: 'parsed', changes: { brandColor: '#000000' } });
  });

  it('names every refused field and its reason, and then nothing is to change', () => {
    expect(parseProfileChanges({ name: '  ', legalId: 'J-12345678-9', supportEmail: 'ayuda', supportPhone: '123', brandColor: 'red' })).toEqual({
      kind: 'refused',
      refusals: [
        { field: 'name', reason: 'required' },
        { field: 'legalId', reason: 'invalid' },
        { field: 'supportEmail', reason: 'invalid' },
        { field: 'supportPhone', reason: 'invalid' },
        { field: 'brandColor', reason: 'invalid' },
      ],
    });
    expect(parseProfileChanges({ name: 'A'.repeat(81), brandColor: '#000000' })).toEqual({ kind: 'refused', refusals: [{ field: 'name', reason: 'invalid' }] });
  });
});
