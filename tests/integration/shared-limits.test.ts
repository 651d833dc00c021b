import { createClient } from 'redis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CHECKOUT_TRIES_PER_LINK_PER_WINDOW } from '../../src/adapters/http/hosted-page/checkout-tries-limit';
import { LINK_REQUESTS_PER_ADDRESS_PER_MINUTE } from '../../src/adapters/http/hosted-page/links/link-requests-limit';
import { LIMIT_STORES } from '../../src/adapters/limits/limit-stores';
import { createDataSource } from '../../src/adapters/persistence/typeorm/data-source';
import { Database } from '../../src/adapters/persistence/typeorm/database';
import { runMigrations } from '../../src/adapters/persistence/typeorm/run-migrations';
import { answerOf, c2pFields, createRequest } from '../e2e/hosted-page/hosted-page-support';
import { TestApp, TestMerchant, startTestApp } from '../support/test-app';
import { createScratchPostgresDatabase, inEmbeddedPass, openTestDatabase, ScratchDatabase, TestDatabase, testEngine } from '../support/test-database';
import { TEST_REDIS_URL, describeWithRedis, uniqueRedisPrefix } from '../support/test-redis';

/**
 * @engine both: limits shared through PostgreSQL (the Redis part runs in the embedded pass only).
 */

const PER_MINUTE = 60;
const LIST = '/api/v1/payment_requests';
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** One instance's own connection pool on a database both instances share. */
async function poolOn(url: string): Promise<TestDatabase> {
  const dataSource: DataSource = await createDataSource({ databaseUrl: url, dataDir: 'unused' }).initialize();
  const database = new Database(dataSource);
  return {
    engine: 'postgres',
    dataSource,
    database,
    reset: () => database.query(async (session) => void (await session.rows('TRUNCATE merchants, rate_limit_counters CASCADE'))),
    close: () => dataSource.destroy(),
  };
}

/**
 * What two instances behind a load balancer must hold between them: `instances()` gives two apps
 * (own container, own pool or Redis client) on one database, with RATE_LIMIT_PER_MINUTE=60.
 */
function limitsHoldAcrossInstances(instances: () => [TestApp, TestApp], merchant: () => TestMerchant): void {
  it(`lets ${PER_MINUTE} requests a minute through in total, however they are spread; the rest get 429 with Retry-After`, async () => {
    const [a, b] = instances();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => request((i % 2 === 0 ? a : b).app).get(LIST).set(merchant().headers)));

    const accepted = answers.filter((res) => res.status === 200);
    const limited = answers.filter((res) => res.status === 429);
    expect({ accepted: accepted.length, limited: limited.length }).toEqual({ accepted: PER_MINUTE, limited: 100 - PER_MINUTE });
    for (const res of limited) {
      expect(res.body.code).toBe('rate_limited');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it(`lets ${CHECKOUT_TRIES_PER_LINK_PER_WINDOW} payment attempts through per link in total, whichever instance each reaches`, async () => {
    const [a, b] = instances();
    const { page } = await createRequest(a, merchant());
    const statuses: (number | string)[] = [];
    for (let attempt = 0; attempt < 2 * CHECKOUT_TRIES_PER_LINK_PER_WINDOW; attempt++) {
      const app = attempt % 2 === 0 ? a : b;
      const res = await request(app.app).post(`${page}/c2p`).type('form').send(c2pFields({ otp_token: String(100000 + attempt) }));
      statuses.push(answerOf(res));
    }

    expect(statuses.filter((status) => status === 'declined')).toHaveLength(CHECKOUT_TRIES_PER_LINK_PER_WINDOW);
    expect(statuses.slice(CHECKOUT_TRIES_PER_LINK_PER_WINDOW)).toEqual(Array(CHECKOUT_TRIES_PER_LINK_PER_WINDOW).fill(429));
  });

  it(`creates ${LINK_REQUESTS_PER_ADDRESS_PER_MINUTE} requests a minute through one link from one address in total, posted at once to both`, async () => {
    const [a, b] = instances();
    const customer = { dni: 'V12345678', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' };
    await request(a.app).post(LIST).set(merchant().headers).send({ amount: 1, description: 'Primera', customer }).expect(201);
    const link = await request(a.app).post('/api/v1/payment_links').set(merchant().headers).send({ amount: 5, description: 'Café' }).expect(201);
    const page = new URL(link.body.url).pathname;

    const posts = Array.from({ length: 2 * LINK_REQUESTS_PER_ADDRESS_PER_MINUTE }, (_, i) =>
      request((i % 2 === 0 ? a : b).app).post(page).type('form').send({ dni: 'V12345678' }));
    const statuses = (await Promise.all(posts)).map((res) => res.status);

    expect(statuses.filter((status) => status === 303)).toHaveLength(LINK_REQUESTS_PER_ADDRESS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LINK_REQUESTS_PER_ADDRESS_PER_MINUTE);
    const listed = await request(b.app).get(`${LIST}?payment_link_id=${link.body.id}`).set(merchant().headers);
    expect(listed.body.meta.total_objects).toBe(LINK_REQUESTS_PER_ADDRESS_PER_MINUTE);
  });
}

describeOnPostgres('limits shared by two instances through PostgreSQL (skipped unless TEST_DATABASE_URL is set)', () => {
  let scratch: ScratchDatabase;
  const apps: TestApp[] = [];
  let merchant: TestMerchant;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase();
    const migrating = await createDataSource({ databaseUrl: scratch.url, dataDir: 'unused' }).initialize();
    await runMigrations(migrating);
    await migrating.destroy();
    const env = { RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), RATE_LIMIT_STORE_TIMEOUT_MS: '5000' };
    for (let i = 0; i < 2; i++) apps.push(await startTestApp({ env, db: await poolOn(scratch.url) }));
  });
  beforeEach(async () => {
    await apps[0].reset();
    merchant = await apps[0].merchant('Acme');
  });
  afterAll(async () => {
    for (const app of apps) {
      expect(app.container.get(LIMIT_STORES).kind).toBe('database');
      await app.container.get(LIMIT_STORES).close();
      await app.close();
    }
    await scratch?.drop();
  });

  limitsHoldAcrossInstances(() => [apps[0], apps[1]], () => merchant);
});

inEmbeddedPass(() => {
  describeWithRedis(`limits shared by two instances through Redis (${testEngine()})`, () => {
    const prefix = uniqueRedisPrefix();
    let db: TestDatabase;
    const apps: TestApp[] = [];
    let merchant: TestMerchant;

    beforeAll(async () => {
      db = await openTestDatabase();
      // Two containers, so two Redis clients and two sets of limiters; one database is enough here.
      // A generous deadline: on a loaded machine a slow answer would let a request through uncounted (fail open).
      const env = { RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_STORE_TIMEOUT_MS: '5000' };
      for (let i = 0; i < 2; i++) apps.push(await startTestApp({ env, db }));
      // Until its client has connected, an instance counts nothing (it fails open).
      await Promise.all(apps.map((app) => app.container.get(LIMIT_STORES).ready()));
    });
    beforeEach(async () => {
      await db.reset();
      merchant = await apps[0].merchant('Acme');
    });
    afterAll(async () => {
      for (const app of apps) {
        expect(app.container.get(LIMIT_STORES).kind).toBe('redis');
        await app.container.get(LIMIT_STORES).close();
      }
      const cleanup = createClient({ url: TEST_REDIS_URL });
      await cleanup.connect();
      for await (const keys of cleanup.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) if (keys.length > 0) await cleanup.del(keys);
      await cleanup.close();
      await db.close();
    });

    limitsHoldAcrossInstances(() => [apps[0], apps[1]], () => merchant);
  });
});
