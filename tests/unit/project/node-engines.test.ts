import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, satisfies } from 'semver';

const ROOT = join(__dirname, '..', '..', '..');
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

/**
 * `npm ci` on the oldest Node the project says it runs on warns of no package (EBADENGINE): every
 * installed package, the browser the tests drive included, runs there.
 */
describe('the Node version the project declares', () => {
  it('is one every package in the lock file accepts, down to its oldest', () => {
    const declared: string = read('package.json').engines.node;
    const oldest = minVersion(declared);
    const packages: Record<string, { engines?: { node?: unknown } }> = read('package-lock.json').packages;

    const refusing = Object.entries(packages)
      .filter(([, info]) => typeof info.engines?.node === 'string' && !satisfies(oldest!, info.engines.node as string))
      .map(([path, info]) => `${path} needs node ${info.engines?.node}`);

    expect([oldest?.version, refusing]).toEqual([oldest?.version, []]);
  });

  it('is the one the Docker image runs', () => {
    const image = /^FROM node:(\d+)/m.exec(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'))?.[1];
    expect(satisfies(`${image}.99.0`, read('package.json').engines.node)).toBe(true);
  });
});
