import { createCipheriv, createDecipheriv, createHash, pbkdf2Sync } from 'node:crypto';

/** The salt of .NET's classic Rfc2898DeriveBytes samples, which the bank's documentation uses: "Ivan Medvedev" in ASCII. */
const SALT = Buffer.from([0x49, 0x76, 0x61, 0x6e, 0x20, 0x4d, 0x65, 0x64, 0x76, 0x65, 0x64, 0x65, 0x76]);

/**
 * The bank's encryption (its documentation, "La encriptación"): PBKDF2-HMAC-SHA1 over the key text, 1000
 * iterations, 48 bytes split into an AES-256 key and IV; AES-256-CBC with PKCS#7 over the UTF-16LE bytes
 * of the text; base64. The same key text (the master key for the log-on, else the day's working key)
 * encrypts our request and the bank's answer.
 */
export class BncCipher {
  private readonly key: Buffer;
  private readonly iv: Buffer;

  constructor(keyText: string) {
    const derived = pbkdf2Sync(keyText, SALT, 1000, 48, 'sha1');
    this.key = derived.subarray(0, 32);
    this.iv = derived.subarray(32, 48);
  }

  encrypt(text: string): string {
    const cipher = createCipheriv('aes-256-cbc', this.key, this.iv);
    return Buffer.concat([cipher.update(Buffer.from(text, 'utf16le')), cipher.final()]).toString('base64');
  }

  /** Throws when the text was not encrypted with this key. */
  decrypt(base64: string): string {
    const decipher = createDecipheriv('aes-256-cbc', this.key, this.iv);
    return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf16le');
  }
}

/** `Validation`: the SHA-256 hex of the inner JSON, over its UTF-8 bytes, before encryption. */
export function bncValidation(json: string): string {
  return createHash('sha256').update(json, 'utf8').digest('hex');
}
