import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CredentialsKey } from '../../../src/adapters/security/credentials-keys';
import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { MERCANTIL_HINTS, mercantilCredentials } from '../../e2e/bank-accounts/bank-accounts-support';
import { FAKE_CREDENTIALS, startFakeMercantil } from '../../support/mercantil-fake';
import { migratedDataDir } from '../../support/migrated-data-dir';
import { Build, buildService } from './server-process';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const keyOf = (fill: number) => Buffer.alloc(32, fill).toString('base64');
const idOf = (key: string) => new CredentialsKey(Buffer.from(key, 'base64')).id;
const [FIRST_KEY, SECOND_KEY, UNKNOWN_KEY] = [keyOf(0x11), keyOf(0x22), keyOf(0x33)];

describe('npm run merchant:bank-account and bank-credentials:rotate (embedded database, the local fake Mercantil)', () => {
  let build: Build | undefined;
  let mercantil: FakeMercantil;
  let mercantilUrl: string;
  let dataDir: string;
  let merchantId: string;

  /** Runs a compiled CLI on this test's DATA_DIR, reaching the fake Mercantil with no account of the deployment's own. */
  const cli = (name: string, args: string[], env: Record<string, string>): Promise<Run> => {
    const base: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['NODE_OPTIONS', 'DATABASE_URL', 'TEST_DATABASE_URL', 'PORT']) delete base[name];
    for (const name of ['BANK_CREDENTIALS_KEY', 'BANK_CREDENTIALS_PREVIOUS_KEYS']) delete base[name];
    Object.assign(base, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', MERCANTIL_BASE_URL: mercantilUrl }, env);
    return new Promise((resolve) => {
      const file = join(build!.outDir, 'src', 'cli', `${name}.js`);
      execFile(process.execPath, [file, ...args], { env: base, timeout: 60_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      });
    });
  };
  const connect = (credentialsFile: string, bank = 'mercantil') => {
    const args = ['--merchant', merchantId, '--bank', bank, '--methods', 'c2p,p2p', '--credentials-file', credentialsFile];
    return cli('merchant-bank-account', args, { BANK_CREDENTIALS_KEY: FIRST_KEY });
  };
  const rotate = (current: string, previous?: string) =>
    cli('bank-credentials-rotate', [], { BANK_CREDENTIALS_KEY: current, ...(previous && { BANK_CREDENTIALS_PREVIOUS_KEYS: previous }) });
  const fileWith = (name: string, content: string) => {
    const path = join(dataDir, name);
    writeFileSync(path, content);
    return path;
  };

  beforeAll(async () => {
    const started = await startFakeMercantil();
    [mercantil, mercantilUrl] = [started.fake, started.settings.baseUrl];
    [build, dataDir] = await Promise.all([buildService(), migratedDataDir('bank-account-cli-')]);
    const created = await cli('merchant-create', ['--name', 'Acme'], {});
    merchantId = JSON.parse(created.stdout.trim().split('\n').pop()!).id;
  }, 240_000);
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    build?.remove();
    await mercantil.close();
  });

  it('connects an account from a credentials file, printing it as the API does, then re-encrypts it under a new key', async () => {
    const connected = await connect(fileWith('mercantil.json', JSON.stringify(mercantilCredentials())));

    expect(connected.code).toBe(0);
    expect(connected.stderr).toContain('connected ba_');
    const account = JSON.parse(connected.stdout.trim().split('\n').pop()!);
    expect(account).toMatchObject({ object: 'bank_account', livemode: true, bank: 'mercantil', methods: ['c2p', 'p2p'] });
    expect(account.status).toBe('verified');
    expect(account.credentials).toEqual(MERCANTIL_HINTS);
    expect(connected.stdout + connected.stderr).not.toContain(FAKE_CREDENTIALS.secretKey);

    const rotated = await rotate(SECOND_KEY, FIRST_KEY);
    expect([rotated.code, rotated.stdout]).toEqual([0, `re-encrypted 1 bank accounts under key ${idOf(SECOND_KEY)}\n`]);
    // Under the new key alone: nothing is left under another.
    const again = await rotate(SECOND_KEY);
    expect([again.code, again.stdout]).toEqual([0, `re-encrypted 0 bank accounts under key ${idOf(SECOND_KEY)}\n`]);
    expect(rotated.stdout + rotated.stderr + again.stdout + again.stderr).not.toContain(SECOND_KEY);
  }, 120_000);

  it('exits 2 with the reason on stderr: the API\'s refusal, an unusable credentials file, a key that opens no row', async () => {
    const unknownBank = await connect(fileWith('any.json', JSON.stringify(mercantilCredentials())), 'banesco');
    expect([unknownBank.code, unknownBank.stdout]).toEqual([2, '']);
    expect(unknownBank.stderr).toMatch(/\nOne or more fields are invalid; see errors\.\n {2}bank: must be one of mercantil\n$/);

    const notJson = fileWith('not-json.json', `secret_key=${FAKE_CREDENTIALS.secretKey}`);
    const unusable = await connect(notJson);
    expect([unusable.code, unusable.stdout]).toEqual([2, '']);
    expect(unusable.stderr).toContain(`the credentials file ${notJson} is not JSON`);
    expect(unusable.stderr).not.toContain(FAKE_CREDENTIALS.secretKey);

    const unreadable = await rotate(UNKNOWN_KEY);
    expect([unreadable.code, unreadable.stdout]).toEqual([2, '']);
    expect(unreadable.stderr).toMatch(new RegExp(`^re-encrypted 0 bank accounts under key ${idOf(UNKNOWN_KEY)}, then stopped: .*ba_`));
  }, 120_000);
});
