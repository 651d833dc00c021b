import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Build, buildService } from './server-process';
import { migratedDataDir } from '../../support/migrated-data-dir';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** The last line of stdout, as JSON. */
  last: Record<string, unknown> & { data?: Record<string, unknown>[] };
}

describe('npm run merchant:create and merchant:key (embedded database)', () => {
  let build: Build | undefined;
  let dataDir: string;

  /** Runs a compiled CLI on this test's DATA_DIR, to its end. */
  const cli = (file: string, args: string[]): Promise<Run> => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    for (const name of ['NODE_OPTIONS', 'DATABASE_URL', 'TEST_DATABASE_URL', 'PORT']) delete env[name];
    return new Promise((resolve) => {
      execFile(process.execPath, [file, ...args], { env, timeout: 60_000 }, (error, stdout, stderr) => {
        const lastLine = stdout.trim().split('\n').pop() ?? '';
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr, last: lastLine.startsWith('{') ? JSON.parse(lastLine) : {} });
      });
    });
  };
  const key = (...args: string[]) => cli(build!.merchantKey, args);

  beforeAll(async () => {
    build = await buildService();
    dataDir = await migratedDataDir('merchant-key-');
  }, 240_000);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    build?.remove();
  });

  it('creates a merchant with a test key and a live key, issues, lists, rolls and revokes keys', async () => {
    const created = await cli(build!.merchantCreate, ['--name', 'Acme']);
    expect(created.code).toBe(0);
    expect(created.last).toEqual({
      id: expect.stringMatching(/^mer_/), name: 'Acme', secret_key: expect.stringMatching(/^sk_test_/), live_secret_key: expect.stringMatching(/^sk_live_/),
    });
    const merchantId = created.last.id as string;

    const issued = await key('--merchant', merchantId, '--mode', 'live');
    expect(issued.code).toBe(0);
    expect(issued.last).toEqual({ id: expect.stringMatching(/^key_/), secret: expect.stringMatching(/^sk_live_[A-Za-z0-9]{40}$/) });

    const listed = await key('--list', '--merchant', merchantId);
    expect(listed.code).toBe(0);
    expect(listed.stdout.trim().split('\n')).toHaveLength(1);
    expect(listed.last.data!.map((k) => k.mode)).toEqual(['test', 'live', 'live']);
    expect(listed.last.data![1]).toEqual({
      id: issued.last.id, mode: 'live', redacted: `sk_live_…${String(issued.last.secret).slice(-4)}`,
      created_at: expect.any(Number), last_used_at: null, expires_at: null,
    });
    for (const secret of [created.last.secret_key, created.last.live_secret_key, issued.last.secret]) expect(listed.stdout).not.toContain(secret);

    const testKeyId = listed.last.data![0].id as string;
    const rolled = await key('--roll', testKeyId, '--expires-in-hours', '0');
    expect(rolled.code).toBe(0);
    expect(rolled.last).toEqual({ id: expect.stringMatching(/^key_/), secret: expect.stringMatching(/^sk_test_/) });
    const afterRoll = await key('--list', '--merchant', merchantId);
    expect(afterRoll.last.data!.map((k) => k.id)).toEqual([rolled.last.id, issued.last.id, listed.last.data![2].id]);

    const revoked = await key('--revoke', issued.last.id as string);
    expect(revoked.code).toBe(0);
    expect(revoked.last).toEqual({ id: issued.last.id, revoked: true });
    const again = await key('--revoke', issued.last.id as string);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(`no working key ${issued.last.id}`);
  }, 120_000);

  // Every refusal of the arguments is in tests/unit/cli/merchant-key-arguments.test.ts; here, that one ends the process so.
  it.each([
    ['nothing to do', [], /choose one of --mode, --roll, --revoke or --list/],
    ['an unknown option', ['--bogus'], /bogus/],
    ['an unknown merchant', ['--merchant', 'mer_unknown', '--mode', 'test'], /^no merchant mer_unknown$/],
    ['an unknown merchant to list', ['--list', '--merchant', 'mer_unknown'], /^no merchant mer_unknown$/],
    ['an unknown key to roll', ['--roll', 'key_unknown'], /^no working key key_unknown$/],
  ])('exits 1 with a clear line for %s', async (_label, args, message) => {
    const run = await key(...args);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')[0]).toMatch(message);
    expect(run.stdout).toBe('');
  }, 60_000);
});
