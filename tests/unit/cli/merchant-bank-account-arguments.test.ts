import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConnectRefused, parseMerchantBankAccountArguments, readCredentialsFile } from '../../../src/cli/merchant-bank-account-arguments';

const REQUIRED = ['--merchant', 'mer_a', '--bank', 'mercantil', '--methods', 'c2p,p2p', '--credentials-file', 'creds.json'];

/** `npm run merchant:bank-account -- …`: the arguments and the credentials file, read before any database is opened. */
describe('merchant:bank-account arguments', () => {
  it.each([
    [REQUIRED, { merchantId: 'mer_a', bank: 'mercantil', methods: ['c2p', 'p2p'], credentialsFile: 'creds.json' }],
    [['--merchant', 'mer_a', '--bank', 'bnc', '--methods', 'card', '--credentials-file', '/etc/x.json'],
      { merchantId: 'mer_a', bank: 'bnc', methods: ['card'], credentialsFile: '/etc/x.json' }],
    [['--merchant', 'mer_a', '--bank', 'bnc', '--methods', ' c2p , card ', '--credentials-file', 'c.json'],
      { merchantId: 'mer_a', bank: 'bnc', methods: ['c2p', 'card'], credentialsFile: 'c.json' }],
  ])('reads %j, methods by the API\'s names (the API\'s own rules judge them)', (args, read) => {
    expect(parseMerchantBankAccountArguments(args)).toEqual(read);
  });

  it.each([
    ['nothing', [], /^missing --merchant, --bank, --methods, --credentials-file\nusage: npm run merchant:bank-account -- /],
    ['no credentials file', REQUIRED.slice(0, 6), /^missing --credentials-file\n/],
    ['an empty merchant', ['--merchant', ' ', ...REQUIRED.slice(2)], /^missing --merchant\n/],
    ['an unknown option', [...REQUIRED, '--secret-key', 'x'], /secret-key/],
  ])('refuses %s with a clear message', (_label, args, message) => {
    expect(() => parseMerchantBankAccountArguments(args)).toThrow(message);
  });
});

describe('the credentials file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'credentials-file-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  it('is read as a JSON object of strings', () => {
    const credentials = { client_id: 'client-81f2', secret_key: 'A9279120481620090622AA30' };
    expect(readCredentialsFile(file('good.json', JSON.stringify(credentials)))).toEqual(credentials);
  });

  it.each([
    ['not JSON', 'secret_key=S3CR3T-VALUE-123', /^the credentials file .*not-json\.json is not JSON; it must hold one JSON object/],
    ['a list', '["S3CR3T-VALUE-123"]', /^the credentials file .*a-list\.json must hold one JSON object of strings/],
    ['a value that is not a string', '{"secret_key":"S3CR3T-VALUE-123","terminal_id":1}', /must hold one JSON object of strings/],
    ['a string', '"S3CR3T-VALUE-123"', /must hold one JSON object of strings/],
  ])('is refused naming the file, never quoting it, when it holds %s', (label, content, message) => {
    const path = file(`${label.toLowerCase().replace(/ /g, '-')}.json`, content);
    let refusal: unknown;
    try {
      readCredentialsFile(path);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConnectRefused);
    expect((refusal as Error).message).toMatch(message);
    expect((refusal as Error).message).toContain(path);
    expect((refusal as Error).message).not.toContain('S3CR3T');
  });

  it('is refused naming the file when it cannot be read', () => {
    const path = join(dir, 'missing.json');
    expect(() => readCredentialsFile(path)).toThrow(new ConnectRefused(`cannot read the credentials file ${path} (ENOENT)`));
  });
});
