import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { credentialsKeyRing, keyRingNoticeText } from '../../../../src/adapters/security/credentials-key-ring';
import {
  CredentialsKey,
  KEY_FILE,
  parseBankCredentialsKeys,
  readOrCreateKeyFile,
} from '../../../../src/adapters/security/credentials-keys';
import { ConfigError } from '../../../../src/setting-parsers';

const base64Key = (bytes = 32) => randomBytes(bytes).toString('base64');

/** The ConfigError `fn` throws; fails the test when there is none. */
function configError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('BANK_CREDENTIALS_KEY and BANK_CREDENTIALS_PREVIOUS_KEYS', () => {
  it('reads the current key and the previous ones, giving each its id', () => {
    const [current, first, second] = [base64Key(), base64Key(), base64Key()];
    const keys = parseBankCredentialsKeys({ BANK_CREDENTIALS_KEY: ` ${current} `, BANK_CREDENTIALS_PREVIOUS_KEYS: `${first}, ${second}` });
    expect(keys.current?.bytes.equals(Buffer.from(current, 'base64'))).toBe(true);
    expect(keys.previous.map((key) => key.bytes.toString('base64'))).toEqual([first, second]);
    expect(keys.current?.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('has no key when unset', () => {
    expect(parseBankCredentialsKeys({})).toEqual({ current: null, previous: [] });
  });

  it.each([
    ['not base64', 'this is not base64 at all!!'],
    ['31 bytes', base64Key(31)],
    ['33 bytes', base64Key(33)],
    ['base64url', base64Key().replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') + '-_'],
  ])('refuses a BANK_CREDENTIALS_KEY of %s, naming the setting and not the value', (_, value) => {
    const error = configError(() => parseBankCredentialsKeys({ BANK_CREDENTIALS_KEY: value }));
    expect(error.message).toMatch(/^BANK_CREDENTIALS_KEY must be 32 random bytes in base64/);
    expect(error.message).not.toContain(value);
  });

  it('refuses a bad previous key, naming the setting and which key, not the value', () => {
    const bad = base64Key(31);
    const error = configError(() => parseBankCredentialsKeys({ BANK_CREDENTIALS_PREVIOUS_KEYS: `${base64Key()},${bad}` }));
    expect(error.message).toMatch(/^BANK_CREDENTIALS_PREVIOUS_KEYS \(key 2\) must be/);
    expect(error.message).not.toContain(bad);
  });

  it('never shows the key bytes in JSON or util.inspect, only the id', () => {
    const key = new CredentialsKey(randomBytes(32));
    const shown = [JSON.stringify({ key }), inspect({ key }, { depth: 5, showHidden: true })];
    for (const text of shown) {
      expect(text).toContain(key.id);
      expect(text).not.toContain(key.bytes.toString('base64'));
      expect(text).not.toContain(key.bytes.toString('hex'));
      expect(text).not.toContain(String(key.bytes[0]) + ',' + String(key.bytes[1]));
    }
  });
});

describe('the key file of the embedded database', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bank-credentials-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is created once, mode 0600, and read back the same the second time', () => {
    const first = readOrCreateKeyFile(dataDir);
    expect(first).toMatchObject({ created: true, path: join(dataDir, KEY_FILE) });
    expect(statSync(first.path).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(first.path, 'utf8').trim(), 'base64').equals(first.key.bytes)).toBe(true);
    const second = readOrCreateKeyFile(dataDir);
    expect(second.created).toBe(false);
    expect(second.key.id).toBe(first.key.id);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    expect(readOrCreateKeyFile(join(dataDir, 'nested', 'data')).created).toBe(true);
  });

  it('keeps a key another process wrote first', () => {
    const theirs = base64Key();
    writeFileSync(join(dataDir, KEY_FILE), `${theirs}\n`, { mode: 0o600 });
    const file = readOrCreateKeyFile(dataDir);
    expect(file.created).toBe(false);
    expect(file.key.bytes.toString('base64')).toBe(theirs);
  });

  it('refuses a damaged key file, naming DATA_DIR and the file but not its content', () => {
    const damaged = base64Key(31);
    writeFileSync(join(dataDir, KEY_FILE), damaged);
    const error = configError(() => readOrCreateKeyFile(dataDir));
    expect(error.message).toMatch(/^DATA_DIR /);
    expect(error.message).toContain(KEY_FILE);
    expect(error.message).not.toContain(damaged);
  });
});

describe('credentialsKeyRing', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bank-credentials-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const configured = parseBankCredentialsKeys({ BANK_CREDENTIALS_KEY: base64Key(), BANK_CREDENTIALS_PREVIOUS_KEYS: base64Key() });

  it('uses BANK_CREDENTIALS_KEY when set, writing no file', () => {
    expect(credentialsKeyRing(configured, { databaseUrl: null, dataDir })).toEqual({ keys: configured, notice: null });
    expect(() => statSync(join(dataDir, KEY_FILE))).toThrow();
  });

  it('on the embedded database without it, generates the key file once and says so the first time', () => {
    const first = credentialsKeyRing({ current: null, previous: [] }, { databaseUrl: null, dataDir });
    expect(first.notice).toEqual({ kind: 'generated', path: join(dataDir, KEY_FILE) });
    expect(keyRingNoticeText(first.notice!)).toContain(join(dataDir, KEY_FILE));
    expect(keyRingNoticeText(first.notice!)).not.toContain(first.keys.current!.bytes.toString('base64'));
    const second = credentialsKeyRing({ current: null, previous: configured.previous }, { databaseUrl: null, dataDir });
    expect(second).toEqual({ keys: { current: first.keys.current, previous: configured.previous }, notice: null });
  });

  it('on a throwaway memory:// database, uses a throwaway key', () => {
    const ring = credentialsKeyRing({ current: null, previous: [] }, { databaseUrl: null, dataDir: 'memory://' });
    expect(ring.keys.current).toBeInstanceOf(CredentialsKey);
    expect(ring.notice).toBeNull();
  });

  it('with DATABASE_URL and no key, has no current key and warns, naming the setting and the 503 code', () => {
    const ring = credentialsKeyRing({ current: null, previous: [] }, { databaseUrl: 'postgres://db/payments', dataDir });
    expect(ring).toEqual({ keys: { current: null, previous: [] }, notice: { kind: 'missing' } });
    expect(keyRingNoticeText({ kind: 'missing' })).toMatch(/BANK_CREDENTIALS_KEY .*bank_credentials_key_missing/);
    expect(() => statSync(join(dataDir, KEY_FILE))).toThrow();
  });
});
