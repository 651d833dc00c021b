import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_HEAP_FLAGS } from '../../../src/heap-flags';

const ROOT = join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Both ways of running the service that cannot import the flags write them out: they must say the same. */
describe('the heap the service runs in', () => {
  it('is the one npm start gives Node', () => {
    const start: string = JSON.parse(read('package.json')).scripts.start;
    expect(start).toBe(['exec node', ...SERVICE_HEAP_FLAGS, 'dist/src/main.js'].join(' '));
  });

  it("is the one the Docker image's command gives Node", () => {
    const command = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(JSON.parse(command ?? 'null')).toEqual(['node', ...SERVICE_HEAP_FLAGS, 'dist/src/main.js']);
  });
});
