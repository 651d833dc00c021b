import crypto from 'node:crypto';

/**
 * The bank's encryption as its documentation describes it, written apart from the adapter's so that a
 * mistake in one is caught by the other: PBKDF2-HMAC-SHA1 (salt "Ivan Medvedev", 1000 iterations, 48 bytes:
 * key then IV), AES-256-CBC over UTF-16LE text, base64; `Validation` is the SHA-256 hex of the clear JSON.
 */
export function fakeEncrypt(clearText: string, keyText: string): string {
  const [key, iv] = keyAndIv(keyText);
  const cipher = crypto.createCipheriv('aes-256-cbc', key, iv);
  return cipher.update(clearText, 'utf16le', 'base64') + cipher.final('base64');
}

/** Throws when `base64` was not encrypted with `keyText`. */
export function fakeDecrypt(base64: string, keyText: string): string {
  const [key, iv] = keyAndIv(keyText);
  const decipher = crypto.createDecipheriv('aes-256-cbc', key, iv);
  return decipher.update(base64, 'base64', 'utf16le') + decipher.final('utf16le');
}

export function fakeHash(clearText: string): string {
  return crypto.createHash('sha256').update(Buffer.from(clearText, 'utf8')).digest('hex');
}

function keyAndIv(keyText: string): [Buffer, Buffer] {
  const bytes = crypto.pbkdf2Sync(Buffer.from(keyText, 'utf8'), Buffer.from('Ivan Medvedev', 'ascii'), 1000, 48, 'sha1');
  return [bytes.subarray(0, 32), bytes.subarray(32)];
}
