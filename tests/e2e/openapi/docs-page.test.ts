import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '../../../src/adapters/http/openapi/document';
import { TestApp, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

/** Every URL the page refers to: src and href attributes, url(...) in inline styles. */
function urlsIn(html: string): string[] {
  return [...html.matchAll(/\b(?:src|href)\s*=\s*["']([^"']*)["']|url\(\s*["']?([^"')]*)/gi)].map((m) => m[1] ?? m[2]);
}

const sameOrigin = (url: string) => url.startsWith('/') && !url.startsWith('//');

describe(`The documentation, with no secret key and no external network ${describeDatabase()}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves /openapi.json without a key: the document the code builds', async () => {
    const res = await t.call(null, 'get', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('serves /docs as HTML that loads only same-origin files, each of which answers 200', async () => {
    const res = await t.call(null, 'get', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).not.toMatch(/https?:|\/\/[a-z]/i);
    const urls = urlsIn(res.text);
    expect(urls.length).toBeGreaterThanOrEqual(3);
    expect(urls.filter((url) => !sameOrigin(url))).toEqual([]);
    expect(res.text).toContain('<script src="/docs/assets/swagger-ui-bundle.js"');
    for (const url of urls) {
      const asset = await t.call(null, 'get', url);
      expect({ url, status: asset.status }).toEqual({ url, status: 200 });
    }
  });

  it('starts Swagger UI on /openapi.json with no external validator, from a same-origin script', async () => {
    const script = await t.call(null, 'get', '/docs/assets/docs.js');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text).toContain('url: "/openapi.json"');
    expect(script.text).toContain('validatorUrl: null');
    expect(script.text).not.toMatch(/https?:/);
  });

  it('tells the browser to load nothing from elsewhere', async () => {
    const res = await t.call(null, 'get', '/docs');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
  });

  it('serves Swagger UI from the installed swagger-ui-dist package', async () => {
    const bundle = await t.call(null, 'get', '/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    const directory = (require('swagger-ui-dist/absolute-path.js') as () => string)();
    expect(bundle.text === readFileSync(join(directory, 'swagger-ui-bundle.js'), 'utf8')).toBe(true);
    expect(bundle.text).toContain('SwaggerUIBundle');
  });

  it.each(['index.html', 'swagger-initializer.js', 'package.json', '..%2Fpackage.json', '.env', 'swagger-ui-bundle.js.map'])(
    'serves no other file of the package, such as %s (404 problem)',
    async (file) => {
      const res = await t.call(null, 'get', `/docs/assets/${file}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    },
  );
});
