import { randomFillSync } from 'node:crypto';
import { ID_PREFIX, IdKind, LINK_TOKEN_PREFIX, TOKEN_PREFIX } from '../../domain/ids';
import { SECRET_KEY_PREFIX } from '../../domain/api-key';
import { Mode } from '../../domain/mode';
import { IdGenerator } from '../../application/ports/id-generator';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const TOKEN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'; // no 0/O, 1/I: tokens are read aloud and typed

/** Bytes from the CSPRNG, drawn a page at a time (a call to it per character cost an id 24 of them). */
const pool = Buffer.alloc(4096);
let used = pool.length;

function randomByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++];
}

/** `length` characters, each uniform over `alphabet`: bytes that would favour its first characters are drawn again. */
function random(alphabet: string, length: number): string {
  const fair = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < fair) out += alphabet[byte % alphabet.length];
  }
  return out;
}

/** Identifiers from the operating system's CSPRNG: ids 24 base62 chars (~143 bits), keys 40 (~238 bits). */
export class CryptoIdGenerator implements IdGenerator {
  next(kind: IdKind): string {
    return ID_PREFIX[kind] + random(BASE62, 24);
  }

  nextToken(): string {
    return TOKEN_PREFIX + random(TOKEN_ALPHABET, 12);
  }

  /** Longer than a request's: a link is public for its whole life, and anyone may try addresses. */
  nextLinkToken(): string {
    return LINK_TOKEN_PREFIX + random(TOKEN_ALPHABET, 20);
  }

  nextSecretKey(mode: Mode = 'test'): string {
    return SECRET_KEY_PREFIX[mode] + random(BASE62, 40);
  }
}
