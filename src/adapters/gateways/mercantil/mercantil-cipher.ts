import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/**
 * Banco Mercantil's field encryption: AES-128-ECB with PKCS#7 padding, the key being the first 16
 * bytes of SHA-256 of the merchant's secret key, the result in base64. ECB is the bank's choice,
 * not ours; it is applied to short single fields (OTP, CVV, ids, phones).
 */
export class MercantilCipher {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = createHash('sha256').update(secretKey, 'utf8').digest().subarray(0, 16);
  }

  encrypt(plain: string): string {
    const cipher = createCipheriv('aes-128-ecb', this.key, null);
    return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
  }

  /** Throws when the text was not encrypted with this key (bad padding) or is not base64. */
  decrypt(encrypted: string): string {
    const decipher = createDecipheriv('aes-128-ecb', this.key, null);
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64')), decipher.final()]).toString('utf8');
  }
}
