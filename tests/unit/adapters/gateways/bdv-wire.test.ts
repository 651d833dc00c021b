import { declineCodeFor, UNKNOWN_OUTCOME } from '../../../../src/adapters/gateways/bdv/bdv-decline-codes';
import { bdvPath } from '../../../../src/adapters/gateways/bdv/bdv-paths';
import { payoutReference } from '../../../../src/adapters/gateways/bdv/bdv-payout-reference';
import { parseBdvSettings } from '../../../../src/adapters/gateways/bdv/bdv-settings';
import { bankDate, c2pAmount, centsAmount, readBankAmount, splitIdDocument } from '../../../../src/adapters/gateways/bdv/bdv-wire';
import { Money } from '../../../../src/domain/money';
import { ConfigError } from '../../../../src/setting-parsers';

const ves = (amount: string) => Money.fromDecimal('VES', amount);

describe('BDV wire formats', () => {
  it.each([['2', '2.0'], ['1000.6', '1000.6'], ['729.64', '729.64'], ['0.05', '0.05'], ['10.10', '10.1']])(
    'writes a C2P amount of %s as %s (the manual\'s one decimal when the cents allow it)', (amount, written) => {
      expect(c2pAmount(ves(amount))).toBe(written);
    });

  it('writes getMovement\'s importe and vuelto\'s amount with two decimals, and the movements\' dates as DD/MM/YYYY', () => {
    expect(centsAmount(ves('120'))).toBe('120.00');
    expect(bankDate('2025-01-28')).toBe('28/01/2025');
    expect(splitIdDocument('V-15404774')).toEqual({ letter: 'V', digits: '15404774' });
  });

  it.each([['120.00', 12000], ['-0.13', -13], ['1.0', 100], ['0,20', 20], ['217.947.805,89', 21794780589]])(
    'reads the bank\'s amount %s', (raw, cents) => {
      expect(readBankAmount(raw)?.cents).toBe(cents);
    });

  it('derives a 12-digit numeroReferencia from our refund id, the same every time, different per refund', () => {
    expect(payoutReference('re_a')).toMatch(/^\d{12}$/);
    expect(payoutReference('re_a')).toBe(payoutReference('re_a'));
    expect(payoutReference('re_a')).not.toBe(payoutReference('re_b'));
  });

  it('serves production\'s paths and QA\'s /v2 ones', () => {
    expect(bdvPath('process', 'plain')).toBe('/BankMobilePaymentC2P/MultipleAccounts/process');
    expect(bdvPath('process', 'v2')).toBe('/BankMobilePaymentC2P/MultipleAccounts/process/v2');
    expect(bdvPath('balance', 'plain')).toBe('/account/balance');
    expect(bdvPath('balance', 'v2')).toBe('/account/balances/v2');
  });
});

describe('BDV C2P codes', () => {
  it.each([
    ['1034', 'insufficient_funds'], ['1055', 'invalid_otp'], ['1056', 'invalid_payer'], ['1014', 'payer_not_affiliated'],
    ['1015', 'payer_not_affiliated'], ['1061', 'amount_limit_exceeded'], ['1065', 'transaction_limit_exceeded'],
    ['1013', 'invalid_amount'], ['1080', 'invalid_payer'], ['1094', 'duplicate_transaction'], ['1099', 'bdv_1099'],
  ])('declines %s as %s', (code, declineCode) => {
    expect(declineCodeFor(code)).toBe(declineCode);
  });

  it('leaves 1002, 1041 and 1050 unknown: never declines', () => {
    expect(UNKNOWN_OUTCOME).toEqual(['1002', '1041', '1050']);
  });
});

describe('BDV_* settings', () => {
  const timing = { reconcileAfterSeconds: 60, idempotencyTakeoverSeconds: 120, chosen: true, methods: ['c2p' as const] };
  const env = {
    BDV_C2P_API_KEY: 'C2PKEY0123456789', BDV_CONCILIATION_API_KEY: 'CONCKEY012345678', BDV_SUITE_API_KEY: 'SUITEKEY01234567',
    BDV_MERCHANT_PHONE: '+584142591177', BDV_MERCHANT_ID_DOCUMENT: 'j-123456789', BDV_ACCOUNT_NUMBER: '01020501830003283374',
  };

  it('reads them, with production\'s URL and plain paths by default', () => {
    expect(parseBdvSettings(env, timing)).toMatchObject({
      baseUrl: 'https://bdvconciliacion.banvenez.com', pathStyle: 'plain', merchantPhone: '04142591177', merchantIdDocument: 'J123456789',
    });
  });

  it('is null when bdv is not chosen and its settings are not all given; required when chosen', () => {
    expect(parseBdvSettings({}, { ...timing, chosen: false })).toBeNull();
    expect(() => parseBdvSettings({}, timing)).toThrow(/^BDV_C2P_API_KEY, .* must be set/);
  });

  it.each([
    ['BDV_PATH_STYLE', 'v3', /^BDV_PATH_STYLE must be one of plain, v2/],
    ['BDV_ACCOUNT_NUMBER', '01910000000000000000', /^BDV_ACCOUNT_NUMBER must be the 20-digit BDV account/],
    ['BDV_BASE_URL', 'http://bank.example', /^BDV_BASE_URL must be an https:\/\/ URL/],
    ['BDV_SUITE_API_KEY', 'has spaces in it', /^BDV_SUITE_API_KEY must be the API key/],
  ])('refuses %s=%s, never repeating a key', (name, value, message) => {
    expect(() => parseBdvSettings({ ...env, [name]: value }, timing)).toThrow(ConfigError);
    expect(() => parseBdvSettings({ ...env, [name]: value }, timing)).toThrow(message);
  });
});
