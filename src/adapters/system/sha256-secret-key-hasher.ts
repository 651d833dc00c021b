import { hash } from 'node:crypto';
import { SecretKeyHasher } from '../../application/ports/secret-key-hasher';

/** Keys carry ~238 random bits, so a fast digest is enough: there is nothing to brute-force. */
export class Sha256SecretKeyHasher implements SecretKeyHasher {
  hash(secretKey: string): string {
    return hash('sha256', secretKey, 'hex');
  }
}
