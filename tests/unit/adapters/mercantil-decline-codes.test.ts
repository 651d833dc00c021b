import { declineCodeFor } from '../../../src/adapters/gateways/mercantil/mercantil-decline-codes';

const refusal = (code: string) => [{ code, description: 'any' }];

describe("Mercantil refusal codes as the merchant's decline codes", () => {
  it.each([
    ['51', 'insufficient_funds'],
    ['0051', 'insufficient_funds'],
    ['55', 'invalid_otp'],
    ['05', 'card_declined'],
    ['54', 'expired_card'],
  ])('names code %s %s', (code, declineCode) => {
    expect(declineCodeFor(refusal(code))).toBe(declineCode);
  });

  it.each([
    ['99', 'mercantil_99'],
    ['E-102', 'mercantil_e_102'],
    [' TRX.Rechazada ', 'mercantil_trx_rechazada'],
    ['', 'mercantil_declined'],
    ['---', 'mercantil_declined'],
  ])('keeps any other code %j as a snake_case mercantil_ code (%s)', (code, declineCode) => {
    expect(declineCodeFor(refusal(code))).toBe(declineCode);
  });

  it('reads the first error of the list', () => {
    expect(declineCodeFor([{ code: '51', description: 'a' }, { code: '55', description: 'b' }])).toBe('insufficient_funds');
  });
});
