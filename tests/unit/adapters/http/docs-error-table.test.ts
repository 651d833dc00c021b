import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '../../../../src/adapters/http/kit/error-codes';

describe("The docs' table of errors (docs/api-and-webhooks.md, \"Errors\")", () => {
  const page = readFileSync(join(__dirname, '../../../../docs/api-and-webhooks.md'), 'utf8');
  const section = page.split('\n## Errors\n')[1].split('\n## ')[0];
  const rows = [...section.matchAll(/^\| (\d{3}) \| `([a-z0-9_]+)` \|/gm)].map(([, status, code]) => [code, Number(status)]);

  it('lists every code the service can answer with, under its status, and no other', () => {
    const codes = Object.entries(ERROR_CODES).map(([code, { status }]) => [code, status]);

    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(codes));
    expect(rows).toHaveLength(codes.length);
  });
});
