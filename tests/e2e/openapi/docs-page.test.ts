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
  afterAll(() => t.close());

  it('serves /openapi.json without a key: the document the code builds', async () => {
    const res = await t.call(null, 'get', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('serves /docs as HTML under a same-origin policy, loading only same-origin files, each of which answers 200', async () => {
    const res = await t.call(null, 'get', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(String(res.headers['content-security-policy'])).toMatch(/^default-src 'self'; script-src 'self';.* connect-src 'self';/);
    expect(res.text).not.toMatch(/https?:|\/\/[a-z]/i);
    expect(res.text).toContain('<title>Payment Requests and Checkout API</title>');
    const urls = urlsIn(res.text);
    expect(urls).toEqual(expect.arrayContaining(['/docs/assets/swagger-ui-bundle.js', '/docs/assets/swagger-initializer.js']));
    expect(urls.filter((url) => !sameOrigin(url))).toEqual([]);
    for (const url of urls) {
      const asset = await t.call(null, 'get', url);
      expect({ url, status: asset.status }).toEqual({ url, status: 200 });
    }
  });

  it('starts Swagger UI on /openapi.json with no external validator, from our own start-up script', async () => {
    const script = await t.call(null, 'get', '/docs/assets/swagger-initializer.js');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text).toContain('"url":"/openapi.json"');
    expect(script.text).toContain('"validatorUrl":null');
    expect(script.text).not.toMatch(/https?:/);
  });

  it('serves Swagger UI from the installed swagger-ui-dist package', async () => {
    const bundle = await t.call(null, 'get', '/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    const directory = (require('swagger-ui-dist/absolute-path.js') as () => string)();
    expect(bundle.text === readFileSync(join(directory, 'swagger-ui-bundle.js'), 'utf8')).toBe(true);
    expect(bundle.text).toContain('SwaggerUIBundle');
  });

  it.each(['index.html', 'swagger-ui-standalone-preset.js', 'oauth2-redirect.html', 'package.json', '..%2Fpackage.json', '.env', 'swagger-ui-bundle.js.map'])(
    'serves no other file of the package, such as %s (404 problem)',
    async (file) => {
      const res = await t.call(null, 'get', `/docs/assets/${file}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    },
  );
});
