import { MercantilCipher } from '../../../src/adapters/gateways/mercantil/mercantil-cipher';

describe("MercantilCipher (the bank's published test vectors)", () => {
  const cipher = new MercantilCipher('A9279120481620090622AA30');

  it.each([
    ['752', 'BCqzVtesja27ClW0fi4EfA=='],
    ['V12345678', 'Gvu09ZD0supf8NNc/X8hBA=='],
  ])('encrypts %s as %s', (plain, encrypted) => {
    expect(cipher.encrypt(plain)).toBe(encrypted);
  });

  it.each(['752', 'V12345678', '584141234567', '12345678', ''])('decrypts what it encrypted (%p)', (plain) => {
    expect(cipher.decrypt(cipher.encrypt(plain))).toBe(plain);
  });

  it('cannot read a field encrypted with another secret', () => {
    const other = new MercantilCipher('another secret key 0001');
    expect(() => cipher.decrypt(other.encrypt('123456'))).toThrow();
  });
});
