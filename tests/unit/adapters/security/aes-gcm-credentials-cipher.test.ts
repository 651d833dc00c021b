import { randomBytes } from 'node:crypto';
import { AesGcmCredentialsCipher } from '../../../../src/adapters/security/aes-gcm-credentials-cipher';
import { CredentialsKey } from '../../../../src/adapters/security/credentials-keys';
import {
  CredentialsKeyMissing,
  CredentialsUnreadable,
  SealedCredentials,
} from '../../../../src/application/ports/credentials-cipher';

const CREDENTIALS = { client_id: 'client-81f2-7d1e', secret_key: 'A9279120481620090622AA30', master_key: 'B1C2D3E4F5A6B7C8' };
const BINDING = { accountId: 'ba_1a2b3c4d5e6f7g8h9i0j1k2l', merchantId: 'mer_0a9b8c7d6e5f4g3h2i1j0k9l' };

const newKey = () => new CredentialsKey(randomBytes(32));

/** What `fn` throws; fails the test when it returns. */
function thrownBy(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

/** The sealed form with one byte of its ciphertext changed at `index` (negative: from the end). */
function tampered(sealed: SealedCredentials, index: number): SealedCredentials {
  const bytes = Buffer.from(sealed.ciphertext, 'base64');
  bytes[(index + bytes.length) % bytes.length] ^= 0x01;
  return { ...sealed, ciphertext: bytes.toString('base64') };
}

describe('AesGcmCredentialsCipher', () => {
  const key = newKey();
  const cipher = new AesGcmCredentialsCipher({ current: key, previous: [] });

  it('opens what it sealed, under the current key', () => {
    const sealed = cipher.seal(CREDENTIALS, BINDING);
    expect(sealed.keyId).toBe(key.id);
    expect(cipher.currentKeyId()).toBe(key.id);
    expect(cipher.isCurrent(sealed)).toBe(true);
    expect(cipher.open(sealed, BINDING)).toEqual(CREDENTIALS);
  });

  it('uses a fresh nonce for every seal: the same credentials never give the same ciphertext', () => {
    const first = Buffer.from(cipher.seal(CREDENTIALS, BINDING).ciphertext, 'base64');
    const second = Buffer.from(cipher.seal(CREDENTIALS, BINDING).ciphertext, 'base64');
    expect(first.subarray(0, 12).equals(second.subarray(0, 12))).toBe(false);
    expect(first.equals(second)).toBe(false);
  });

  it('lays the ciphertext out as nonce (12) || encrypted JSON || tag (16), and shows no credential value', () => {
    const sealed = cipher.seal(CREDENTIALS, BINDING);
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    expect(bytes.length).toBe(12 + Buffer.byteLength(JSON.stringify(CREDENTIALS)) + 16);
    const visible = [JSON.stringify(sealed), bytes.toString('latin1'), bytes.toString('utf8')].join('\n');
    for (const value of Object.values(CREDENTIALS)) {
      expect(visible).not.toContain(value);
      expect(visible).not.toContain(Buffer.from(value).toString('base64').slice(0, 12));
    }
    expect(visible).not.toContain(key.bytes.toString('base64'));
  });

  it.each([
    ['another account', { ...BINDING, accountId: 'ba_other' }],
    ['another merchant', { ...BINDING, merchantId: 'mer_other' }],
    ['the account and merchant swapped', { accountId: BINDING.merchantId, merchantId: BINDING.accountId }],
  ])('refuses to open credentials copied to %s', (_, binding) => {
    const sealed = cipher.seal(CREDENTIALS, BINDING);
    expect(() => cipher.open(sealed, binding)).toThrow(CredentialsUnreadable);
  });

  it.each([
    ['the nonce', 0],
    ['the encrypted body', 20],
    ['the tag', -1],
  ])('refuses a ciphertext whose %s was altered, without quoting it', (_, index) => {
    const sealed = tampered(cipher.seal(CREDENTIALS, BINDING), index);
    const error = thrownBy(() => cipher.open(sealed, BINDING));
    expect(error).toBeInstanceOf(CredentialsUnreadable);
    expect(error.message).toContain(BINDING.accountId);
    expect(error.message).not.toContain(sealed.ciphertext);
    expect(error.cause).toBeUndefined();
  });

  it('refuses a ciphertext too short to hold a nonce and a tag', () => {
    expect(() => cipher.open({ keyId: key.id, ciphertext: 'AAAA' }, BINDING)).toThrow(CredentialsUnreadable);
  });

  describe('key rotation', () => {
    const oldKey = newKey();
    const before = new AesGcmCredentialsCipher({ current: oldKey, previous: [] });
    const during = new AesGcmCredentialsCipher({ current: key, previous: [oldKey] });
    const after = new AesGcmCredentialsCipher({ current: key, previous: [] });

    it('gives each key its own id, derived from the key: the same key always has the same id', () => {
      expect(oldKey.id).toMatch(/^[0-9a-f]{16}$/);
      expect(oldKey.id).not.toBe(key.id);
      expect(new CredentialsKey(Buffer.from(key.bytes)).id).toBe(key.id);
    });

    it('opens a row sealed under a previous key, which is not current; re-sealed, it is', () => {
      const old = before.seal(CREDENTIALS, BINDING);
      expect(during.isCurrent(old)).toBe(false);
      expect(during.open(old, BINDING)).toEqual(CREDENTIALS);
      const resealed = during.seal(during.open(old, BINDING), BINDING);
      expect(resealed.keyId).toBe(key.id);
      expect(during.isCurrent(resealed)).toBe(true);
      expect(after.open(resealed, BINDING)).toEqual(CREDENTIALS);
    });

    it('refuses a row under a key it no longer has, naming the key id but no secret', () => {
      const old = before.seal(CREDENTIALS, BINDING);
      const error = thrownBy(() => after.open(old, BINDING));
      expect(error).toBeInstanceOf(CredentialsUnreadable);
      expect(error.message).toContain(oldKey.id);
      expect(error.message).toContain('BANK_CREDENTIALS_PREVIOUS_KEYS');
      const secrets = [old.ciphertext, oldKey.bytes.toString('base64'), key.bytes.toString('base64'), ...Object.values(CREDENTIALS)];
      for (const secret of secrets) {
        expect(error.message).not.toContain(secret);
      }
    });

    it('does not accept a key id that names another key', () => {
      const old = before.seal(CREDENTIALS, BINDING);
      expect(() => during.open({ ...old, keyId: key.id }, BINDING)).toThrow(CredentialsUnreadable);
    });
  });

  describe('without a current key (DATABASE_URL, no BANK_CREDENTIALS_KEY)', () => {
    const keyless = new AesGcmCredentialsCipher({ current: null, previous: [] });

    it('refuses to seal or open with CredentialsKeyMissing, which names the setting', () => {
      const sealed = cipher.seal(CREDENTIALS, BINDING);
      expect(() => keyless.seal(CREDENTIALS, BINDING)).toThrow(CredentialsKeyMissing);
      expect(() => keyless.open(sealed, BINDING)).toThrow(CredentialsKeyMissing);
      expect(thrownBy(() => keyless.seal(CREDENTIALS, BINDING)).message).toContain('BANK_CREDENTIALS_KEY');
      expect(keyless.isCurrent(sealed)).toBe(false);
      expect(keyless.currentKeyId()).toBeNull();
    });

    it('still opens rows under a previous key', () => {
      const sealed = cipher.seal(CREDENTIALS, BINDING);
      expect(new AesGcmCredentialsCipher({ current: null, previous: [key] }).open(sealed, BINDING)).toEqual(CREDENTIALS);
    });
  });
});
