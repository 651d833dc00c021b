import { token } from './token';
export interface SecretKeyHasher {
  /** A one-way digest of a secret key; only the digest is ever stored. */
  hash(secretKey: string): string;
}
export const SECRET_KEY_HASHER = token<SecretKeyHasher>('SecretKeyHasher');
