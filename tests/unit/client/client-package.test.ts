import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const clientFolder = join(__dirname, '../../../clients/typescript');
const rootModules = join(__dirname, '../../../node_modules');

/**
 * `npm install` in the client's folder runs its `prepare` script (npm's lifecycle); the same script run on a
 * copy without `dist/` must leave a package that loads as its `main` and `types` say. Its dependencies come
 * from the root's node_modules here, so the test needs no registry.
 */
describe('The typed client as a package (clients/typescript)', () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 've-client-'));
    cpSync(clientFolder, copy, { recursive: true, filter: (path) => !/[\\/](dist|node_modules)$/.test(path) });
    symlinkSync(rootModules, join(copy, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('builds itself on install: prepare writes the main module and its types', () => {
    const manifest = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8'));
    expect(manifest.scripts.prepare).toBeDefined();
    expect(existsSync(join(copy, manifest.main))).toBe(false);

    execFileSync('npm', ['run', 'prepare', '--silent'], { cwd: copy, stdio: 'pipe' });

    const client = require(join(copy, manifest.main));
    expect(Object.keys(client).sort()).toEqual(['WebhookVerificationError', 'createClient', 'idempotencyKey', 'verifyWebhook']);
    const types = readFileSync(join(copy, manifest.types), 'utf8');
    expect(types).toContain('createClient');
    expect(existsSync(join(copy, 'dist/schema.d.ts'))).toBe(true);
  });
});
