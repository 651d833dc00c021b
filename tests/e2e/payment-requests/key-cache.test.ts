import { MERCHANT_REPOSITORY, MerchantRepository } from '../../../src/application/ports/merchant-repository';
import { Sha256SecretKeyHasher } from '../../../src/adapters/system/sha256-secret-key-hasher';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { describeDatabase, openTestDatabase, TestDatabase } from '../../support/test-database';

/** Replaces a merchant's key in the database behind the app's back, as a rotation or revocation would. */
async function replaceKeyInDatabase(db: TestDatabase, merchant: TestMerchant): Promise<void> {
  await db.database.query((session) => session.rows('UPDATE merchants SET secret_key_hash = $1 WHERE id = $2', [`replaced-${merchant.id}`, merchant.id]));
}

const list = (t: TestApp, merchant: TestMerchant) => t.call(merchant, 'get', '/api/v1/payment_requests');

describe(`Secret keys remembered for AUTH_CACHE_SECONDS ${describeDatabase()}`, () => {
  let db: TestDatabase;
  let clock: FixedClock;
  let cached: TestApp;
  let uncached: TestApp;

  beforeAll(async () => {
    db = await openTestDatabase();
    clock = new FixedClock();
    cached = await startTestApp({ db, env: { AUTH_CACHE_SECONDS: '5' }, overrides: { clock } });
    uncached = await startTestApp({ db, env: { AUTH_CACHE_SECONDS: '0' }, overrides: { clock } });
  });
  beforeEach(async () => {
    await db.reset();
  });
  afterAll(async () => {
    await db.close();
  });

  it('keeps accepting a key replaced in the database for at most AUTH_CACHE_SECONDS after it was looked up, then refuses it', async () => {
    const merchant = await cached.merchant('Acme');
    expect((await list(cached, merchant)).status).toBe(200);

    await replaceKeyInDatabase(db, merchant);
    clock.advance(4_999);
    expect((await list(cached, merchant)).status).toBe(200);
    clock.advance(1);
    const refused = await list(cached, merchant);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('unauthorized');
    clock.advanceSeconds(60);
    expect((await list(cached, merchant)).status).toBe(401);
  });

  it('refuses a replaced key at once with AUTH_CACHE_SECONDS=0', async () => {
    const merchant = await uncached.merchant('Acme');
    expect((await list(uncached, merchant)).status).toBe(200);

    await replaceKeyInDatabase(db, merchant);
    expect((await list(uncached, merchant)).status).toBe(401);
  });

  it('accepts a key as soon as it is registered, even right after it was refused', async () => {
    const secretKey = `sk_test_${'K'.repeat(40)}`;
    const merchant: TestMerchant = { id: 'mer_late', secretKey, headers: { Authorization: `Bearer ${secretKey}` } };
    expect((await list(cached, merchant)).status).toBe(401);

    await cached.container.get<MerchantRepository>(MERCHANT_REPOSITORY).add({ id: 'mer_late', name: 'Late', createdAt: clock.now() }, new Sha256SecretKeyHasher().hash(secretKey));
    expect((await list(cached, merchant)).status).toBe(200);
  });

  it('never answers one merchant with another merchant\'s data through the cache', async () => {
    const acme = await cached.merchant('Acme');
    const globex = await cached.merchant('Globex');
    const created = await cached.call(acme, 'post', '/api/v1/payment_requests', {
      amount: 12.5, description: 'Mine', customer: { dni: 'V12345678', email: 'a@example.com', first_name: 'A', last_name: 'B' },
    });
    expect(created.status).toBe(201);
    expect((await cached.call(acme, 'get', `/api/v1/payment_requests/${created.body.id}`)).status).toBe(200);
    expect((await cached.call(globex, 'get', `/api/v1/payment_requests/${created.body.id}`)).status).toBe(404);
    expect((await cached.call(acme, 'get', `/api/v1/payment_requests/${created.body.id}`)).status).toBe(200);
  });
});
