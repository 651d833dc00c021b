import { randomInt } from 'node:crypto';
import { ID_PREFIX, IdKind, LINK_TOKEN_PREFIX, TOKEN_PREFIX } from '../../domain/ids';
import { SECRET_KEY_PREFIX } from '../../domain/api-key';
import { Mode } from '../../domain/mode';
import { IdGenerator } from '../../application/ports/id-generator';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const TOKEN_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'; // no 0/O, 1/I: tokens are read aloud and typed

function random(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
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
