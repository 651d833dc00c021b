import { Writable } from 'node:stream';
import { Express } from 'express';
import { Container } from 'inversify';
import request, { Response } from 'supertest';
import { createLogger } from '../../src/adapters/observability/logger';
import { CreateMerchant } from '../../src/application/merchants/create-merchant';
import { ContainerOptions, HTTP_APP, createContainer } from '../../src/container';
import { Config, loadConfig } from '../../src/config';
import { checkResponse } from './response-check';
import { testResolver } from './webhook-hosts';
import { TestDatabase, openTestDatabase } from './test-database';

export interface TestMerchant {
  id: string;
  /** The merchant's first test key (`sk_test_…`), and its Authorization header. */
  secretKey: string;
  headers: { Authorization: string };
  /** Its first live key (`sk_live_…`). */
  liveSecretKey: string;
  liveHeaders: { Authorization: string };
}

export interface TestApp {
  app: Express;
  /** The app's own wiring, for reaching a use case the HTTP API does not expose (the reconciler). */
  container: Container;
  db: TestDatabase;
  config: Config;
  /** Every line the app logged since the last reset, as text. */
  logs(): string;
  /** Every line the app logged since it started, whatever the resets: what a file's tests left in the logs. */
  logsSinceStart(): string;
  merchant(name?: string): Promise<TestMerchant>;
  /** Sends a request with the merchant's key and checks the answer against the API's contract. */
  call(merchant: TestMerchant | null, method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Opens a page, or posts a form (fields, or the encoded text), as a browser does, and checks the answer against the API's contract. */
  browse(method: 'get' | 'post', path: string, form?: Record<string, string> | string, headers?: Record<string, string>): Promise<Response>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app on a real database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set): one per
 * test file, reset between tests.
 */
export async function startTestApp(
  options: { env?: Record<string, string>; overrides?: ContainerOptions['overrides']; db?: TestDatabase } = {},
): Promise<TestApp> {
  const db = options.db ?? (await openTestDatabase());
  const config = loadConfig({ PORTAL_URL: 'https://pay.example.test', USD_VES_RATE: '36.5', ...options.env });
  let logLines: string[] = [];
  const allLines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      allLines.push(String(chunk));
      done();
    },
  });
  const overrides = { resolveHost: testResolver, ...options.overrides };
  const container = createContainer({ config, database: db.database, logger: createLogger('info', sink), overrides });
  const app = container.get<Express>(HTTP_APP);

  return {
    app,
    container,
    db,
    config,
    logs: () => logLines.join(''),
    logsSinceStart: () => allLines.join(''),
    async merchant(name = 'Test merchant') {
      const { merchant, secretKey, liveSecretKey } = await container.get(CreateMerchant).execute(name);
      return { id: merchant.id, ...testMerchantKeys(secretKey, liveSecretKey) };
    },
    async call(merchant, method, path, body, headers = {}) {
      let req = request(app)[method](path).set(headers);
      if (merchant) req = req.set(merchant.headers);
      if (body !== undefined) req = typeof body === 'string' ? req.set('Content-Type', headers['Content-Type'] ?? 'application/json').send(body) : req.send(body as object);
      const res = await req;
      checkResponse(method, path, res);
      return res;
    },
    async browse(method, path, form, headers = {}) {
      const sent = request(app)[method](path).set(headers);
      const res = await (form === undefined ? sent : sent.type('form').send(form));
      checkResponse(method, path, res);
      return res;
    },
    async reset() {
      await db.reset();
      logLines = [];
    },
    close: () => db.close(),
  };
}

/** A merchant's keys as TestMerchant holds them. */
export function testMerchantKeys(secretKey: string, liveSecretKey: string): Omit<TestMerchant, 'id'> {
  return { secretKey, headers: { Authorization: `Bearer ${secretKey}` }, liveSecretKey, liveHeaders: { Authorization: `Bearer ${liveSecretKey}` } };
}

/** A valid create body; override any field. */
export function paymentRequestBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    amount: 19.99,
    description: 'Order #1001',
    external_id: 'order-1001',
    customer: { dni: 'V12345678', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
    ...overrides,
  };
}

/**
 * The usual lifecycle of an end-to-end file: one app per file, emptied before each test, with a
 * fresh merchant "Acme" handed to `use` each time.
 */
export function withTestApp(use: (app: TestApp, merchant: TestMerchant) => void, options: Parameters<typeof startTestApp>[0] = {}): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(options);
  });
  beforeEach(async () => {
    await app.reset();
    use(app, await app.merchant('Acme'));
  });
  afterAll(() => app.close());
}
