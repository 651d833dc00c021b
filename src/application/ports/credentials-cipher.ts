import { token } from './token';

/** What a sealed credential belongs to: bound into the ciphertext, so a copy on another row does not open. */
export interface CredentialsBinding {
  accountId: string;
  merchantId: string;
}

/**
 * A merchant's bank credentials as they are stored. `keyId` names the key that sealed them (never the key
 * itself); `ciphertext` is base64 of nonce (12 bytes) || AES-256-GCM ciphertext || tag (16 bytes).
 */
export interface SealedCredentials {
  keyId: string;
  ciphertext: string;
}

export interface CredentialsCipher {
  /** Encrypts under the current key with a fresh nonce. Throws CredentialsKeyMissing when there is no current key. */
  seal(plain: Record<string, string>, binding: CredentialsBinding): SealedCredentials;
  /** Throws CredentialsUnreadable (unknown key, tampered, other binding) or CredentialsKeyMissing. */
  open(sealed: SealedCredentials, binding: CredentialsBinding): Record<string, string>;
  /** Sealed under the current key: false means the row is due for re-encryption. */
  isCurrent(sealed: SealedCredentials): boolean;
  /** The id of the key `seal` uses (rows under any other are due for re-encryption); null when there is none. */
  currentKeyId(): string | null;
}
export const CREDENTIALS_CIPHER = token<CredentialsCipher>('CredentialsCipher');

/** No key-encryption key is configured (DATABASE_URL without BANK_CREDENTIALS_KEY): answered 503 `bank_credentials_key_missing`. */
export class CredentialsKeyMissing extends Error {
  constructor() {
    super('bank credentials cannot be encrypted or read: BANK_CREDENTIALS_KEY is not set');
  }
}

/** Sealed credentials that do not open. The message names the account and key id, never a secret. */
export class CredentialsUnreadable extends Error {}
