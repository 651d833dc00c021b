import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openApiDocument, operatorOpenApiDocument } from '../../../src/adapters/http/docs/openapi-document';
import { SWAGGER_UI_DIRECTORY } from '../../../src/adapters/http/docs/docs-page';
import { TestApp, paymentRequestBody, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

/** Every URL the page refers to: src and href attributes, url(...) in inline styles. */
const urlsIn = (html: string) => [...html.matchAll(/\b(?:src|href)\s*=\s*["']([^"']*)["']|url\(\s*["']?([^"')]*)/gi)].map((m) => m[1] ?? m[2]);

describe(`The documentation, with no secret key and no external network ${describeDatabase()}`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['/openapi.json', openApiDocument],
    ['/openapi/operator.json', operatorOpenApiDocument],
  ])('serves %s without a key: the document the code builds', async (path, build) => {
    const res = await t.call(null, 'get', path);
    expect([res.status, res.headers['content-type']]).toEqual([200, expect.stringMatching(/^application\/json/)]);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(build())));
  });

  it('sends the documents, the page\'s scripts and styles gzipped to a client that accepts it, as they are to one that does not', async () => {
    const raw = JSON.stringify(openApiDocument());
    const gzipped = await t.call(null, 'get', '/openapi.json', undefined, { 'Accept-Encoding': 'gzip' });
    expect([gzipped.headers['content-encoding'], gzipped.headers.vary, gzipped.body]).toEqual(['gzip', 'Accept-Encoding', JSON.parse(raw)]);
    // The size a client downloads: the same as the library's output, give or take the deflate level.
    expect(gzipSync(raw).length).toBeLessThan(raw.length / 5);
    const plain = await t.call(null, 'get', '/openapi.json', undefined, { 'Accept-Encoding': 'identity' });
    expect([plain.headers['content-encoding'], plain.headers['content-length']]).toEqual([undefined, String(Buffer.byteLength(raw))]);
    for (const path of ['/openapi/operator.json', '/docs/assets/swagger-ui-bundle.js', '/docs/assets/swagger-ui.css']) {
      const res = await t.call(null, 'get', path, undefined, { 'Accept-Encoding': 'gzip' });
      expect({ path, status: res.status, encoding: res.headers['content-encoding'] }).toEqual({ path, status: 200, encoding: 'gzip' });
    }
  });

  it('compresses nothing else: the API\'s answers are written as they are, however long', async () => {
    const merchant = await t.merchant();
    const body = paymentRequestBody({ description: 'd'.repeat(500) });
    for (let n = 0; n < 5; n += 1) await t.call(merchant, 'post', '/api/v1/payment_requests', body);
    const list = await t.call(merchant, 'get', '/api/v1/payment_requests', undefined, { 'Accept-Encoding': 'gzip' });
    const { status, text, headers } = list;
    expect([status, text.length > 2048, headers['content-encoding'], headers.vary]).toEqual([200, true, undefined, undefined]);
    const missing = await t.call(null, 'get', '/docs/assets/nothing.js', undefined, { 'Accept-Encoding': 'gzip' });
    expect([missing.status, missing.headers['content-encoding'], missing.headers.vary]).toEqual([404, undefined, undefined]);
  });

  it('serves /docs under a same-origin policy: the package\'s files as installed, and our script starting Swagger UI on /openapi.json', async () => {
    const res = await t.call(null, 'get', '/docs');
    expect([res.status, res.headers['content-type']]).toEqual([200, expect.stringMatching(/^text\/html/)]);
    expect(String(res.headers['content-security-policy'])).toMatch(/^default-src 'self'; script-src 'self';.* connect-src 'self';/);
    expect(res.text).not.toMatch(/https?:|\/\/[a-z]/i);
    expect(res.text).toContain('<title>Payment Requests and Checkout API</title>');
    const urls = urlsIn(res.text);
    expect(urls).toEqual(expect.arrayContaining(['/docs/assets/swagger-ui-bundle.js', '/docs/assets/swagger-initializer.js']));
    for (const url of urls) {
      const file = url.match(/^\/docs\/assets\/([\w.-]+)$/)?.[1];
      const asset = await t.call(null, 'get', url);
      expect({ url, status: asset.status }).toEqual({ url: `/docs/assets/${file}`, status: 200 });
      const bytes: Buffer = asset.text === undefined ? asset.body : Buffer.from(asset.text); // supertest gives text types as text, images as bytes
      const asInstalled = file === 'swagger-initializer.js' || bytes.equals(readFileSync(join(SWAGGER_UI_DIRECTORY, file!)));
      expect({ url, asInstalled }).toEqual({ url, asInstalled: true });
    }
    const script = await t.call(null, 'get', '/docs/assets/swagger-initializer.js');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text).toMatch(/SwaggerUIBundle\(.*"url":"\/openapi.json".*"validatorUrl":null/);
    expect(script.text).not.toMatch(/https?:/);
  });

  it.each(['index.html', 'swagger-ui-standalone-preset.js', 'oauth2-redirect.html', 'package.json', '..%2Fpackage.json', '.env', 'swagger-ui-bundle.js.map'])(
    'serves no other file of the package, such as %s (404 problem)',
    async (file) => {
      const res = await t.call(null, 'get', `/docs/assets/${file}`);
      expect([res.status, res.body.code]).toEqual([404, 'not_found']);
    },
  );
});
