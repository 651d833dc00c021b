import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import {
  CredentialsBinding,
  CredentialsCipher,
  CredentialsKeyMissing,
  CredentialsUnreadable,
  SealedCredentials,
} from '../../application/ports/credentials-cipher';
import { BankCredentialsKeys, CredentialsKey } from './credentials-keys';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM under a key ring: seals under the current key, opens under the current or any previous one.
 * Layout of `ciphertext`: base64 of nonce (12 random bytes, fresh per seal) || ciphertext || tag (16 bytes).
 * The additional data binds the account and merchant, so a ciphertext copied to another row does not open.
 */
export class AesGcmCredentialsCipher implements CredentialsCipher {
  private readonly current: CredentialsKey | null;
  private readonly byId: ReadonlyMap<string, CredentialsKey>;

  constructor(keys: BankCredentialsKeys) {
    this.current = keys.current;
    this.byId = new Map([...keys.previous, ...(keys.current === null ? [] : [keys.current])].map((key) => [key.id, key]));
  }

  seal(plain: Record<string, string>, binding: CredentialsBinding): SealedCredentials {
    if (this.current === null) throw new CredentialsKeyMissing();
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.bytes, nonce, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(binding));
    const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
    return { keyId: this.current.id, ciphertext: Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64') };
  }

  open(sealed: SealedCredentials, binding: CredentialsBinding): Record<string, string> {
    const key = this.byId.get(sealed.keyId);
    if (key === undefined) {
      if (this.current === null) throw new CredentialsKeyMissing();
      throw new CredentialsUnreadable(
        `the bank credentials of account ${binding.accountId} were sealed under key ${sealed.keyId}, ` +
          'which is neither BANK_CREDENTIALS_KEY nor in BANK_CREDENTIALS_PREVIOUS_KEYS',
      );
    }
    const plain = decrypted(key, sealed.ciphertext, binding);
    if (plain === null) {
      throw new CredentialsUnreadable(
        `the bank credentials of account ${binding.accountId} do not open under key ${sealed.keyId}: ` +
          'altered, or sealed for another account or merchant',
      );
    }
    return plain;
  }

  isCurrent(sealed: SealedCredentials): boolean {
    return this.current !== null && sealed.keyId === this.current.id;
  }

  currentKeyId(): string | null {
    return this.current?.id ?? null;
  }
}

/** JSON of a fixed-shape array: unambiguous, so no two bindings give the same bytes. */
function additionalData(binding: CredentialsBinding): Buffer {
  return Buffer.from(JSON.stringify(['bank-credentials', binding.accountId, binding.merchantId]), 'utf8');
}

/** Null when the tag does not verify or the content is not a string map: no error that could quote the plaintext. */
function decrypted(key: CredentialsKey, ciphertext: string, binding: CredentialsBinding): Record<string, string> | null {
  const bytes = Buffer.from(ciphertext, 'base64');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, bytes.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(additionalData(binding));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const body = bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES);
    const value: unknown = JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'));
    return isStringMap(value) ? value : null;
  } catch {
    return null;
  }
}

function isStringMap(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((item) => typeof item === 'string');
}
