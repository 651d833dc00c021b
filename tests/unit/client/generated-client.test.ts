import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_DIR, GENERATE_COMMAND, clientFiles } from '../../../scripts/client-files';

const ROOT = join(__dirname, '..', '..', '..');

describe('The typed client', () => {
  it('is generated from the current OpenAPI document', async () => {
    const files = await clientFiles();
    const stale = Object.entries(files)
      .filter(([file, content]) => {
        const path = join(ROOT, CLIENT_DIR, file);
        return !existsSync(path) || readFileSync(path, 'utf8') !== content;
      })
      .map(([file]) => `${CLIENT_DIR}/${file} is out of date with the OpenAPI document: run \`${GENERATE_COMMAND}\` and commit the result`);

    expect(Object.keys(files).sort()).toEqual(['openapi.json', 'src/schema.d.ts']);
    expect(stale).toEqual([]);
  });
});
