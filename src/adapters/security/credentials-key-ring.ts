import { randomBytes } from 'node:crypto';
import { BankCredentialsKeys, CredentialsKey, readOrCreateKeyFile } from './credentials-keys';

/**
 * The keys the cipher uses, and what the start should say about them: `generated` (info: a key file was
 * just written), `missing` (warn: DATABASE_URL without BANK_CREDENTIALS_KEY, bank accounts cannot be added).
 */
export interface CredentialsKeyRing {
  keys: BankCredentialsKeys;
  notice: { kind: 'generated'; path: string } | { kind: 'missing' } | null;
}

/**
 * BANK_CREDENTIALS_KEY when set; else, on the embedded database, the key file in DATA_DIR (a throwaway key
 * for a `memory://` database, which is thrown away too); on PostgreSQL, no current key.
 */
export function credentialsKeyRing(
  keys: BankCredentialsKeys,
  database: { databaseUrl: string | null; dataDir: string },
): CredentialsKeyRing {
  if (keys.current !== null) return { keys, notice: null };
  if (database.databaseUrl !== null) return { keys, notice: { kind: 'missing' } };
  if (database.dataDir.startsWith('memory://')) return { keys: { ...keys, current: new CredentialsKey(randomBytes(32)) }, notice: null };
  const file = readOrCreateKeyFile(database.dataDir);
  return { keys: { ...keys, current: file.key }, notice: file.created ? { kind: 'generated', path: file.path } : null };
}

/** The start's line for a notice; names the file and the setting, never a key. */
export function keyRingNoticeText(notice: NonNullable<CredentialsKeyRing['notice']>): string {
  return notice.kind === 'generated'
    ? `generated the bank credentials key into ${notice.path} (mode 0600); back it up with the database`
    : 'BANK_CREDENTIALS_KEY is not set: merchants cannot add bank accounts (503 bank_credentials_key_missing)';
}
