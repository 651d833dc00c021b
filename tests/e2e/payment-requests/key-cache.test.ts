import { API_KEY_REPOSITORY, ApiKeyRepository } from '../../../src/application/ports/api-key-repository';
import { newApiKey } from '../../../src/domain/api-key';
import { Sha256SecretKeyHasher } from '../../../src/adapters/system/sha256-secret-key-hasher';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, startTestApp, testMerchantKeys } from '../../support/test-app';
import { describeDatabase, openTestDatabase, TestDatabase } from '../../support/test-database';

/** Revokes a merchant's test key in the database behind the apps' backs, as another instance would. */
async function revokeInDatabase(db: TestDatabase, merchant: TestMerchant, at: Date): Promise<void> {
  await db.database.query((session) => session.rows("UPDATE api_keys SET revoked_at = $1 WHERE merchant_id = $2 AND mode = 'test'", [at, merchant.id]));
}

const list = (t: TestApp, merchant: TestMerchant) => t.call(merchant, 'get', '/api/v1/payment_requests');
const testKeyId = async (t: TestApp, merchant: TestMerchant): Promise<string> => (await t.call(merchant, 'get', '/api/v1/api_keys')).body.data[0].id;

describe(`Secret keys remembered for AUTH_CACHE_SECONDS ${describeDatabase()}`, () => {
  let db: TestDatabase;
  let clock: FixedClock;
  let cached: TestApp;
  let cachedToo: TestApp;
  let uncached: TestApp;

  beforeAll(async () => {
    db = await openTestDatabase();
    clock = new FixedClock();
    cached = await startTestApp({ db, env: { AUTH_CACHE_SECONDS: '5' }, overrides: { clock } });
    cachedToo = await startTestApp({ db, env: { AUTH_CACHE_SECONDS: '5' }, overrides: { clock } });
    uncached = await startTestApp({ db, env: { AUTH_CACHE_SECONDS: '0' }, overrides: { clock } });
  });
  beforeEach(async () => {
    await db.reset();
  });
  afterAll(async () => {
    await db.close();
  });

  it('keeps accepting a key revoked behind its back for at most AUTH_CACHE_SECONDS after it was looked up, then refuses it', async () => {
    const merchant = await cached.merchant('Acme');
    expect((await list(cached, merchant)).status).toBe(200);

    await revokeInDatabase(db, merchant, clock.now());
    clock.advance(4_999);
    expect((await list(cached, merchant)).status).toBe(200);
    clock.advance(1);
    const refused = await list(cached, merchant);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('unauthorized');
    clock.advanceSeconds(60);
    expect((await list(cached, merchant)).status).toBe(401);
  });

  it('refuses a revoked key at once with AUTH_CACHE_SECONDS=0', async () => {
    const merchant = await uncached.merchant('Acme');
    expect((await list(uncached, merchant)).status).toBe(200);

    await revokeInDatabase(db, merchant, clock.now());
    expect((await list(uncached, merchant)).status).toBe(401);
  });

  it('refuses a key revoked through the API at once on the instance that revoked it, on another within AUTH_CACHE_SECONDS', async () => {
    const merchant = await cached.merchant('Acme');
    expect((await list(cached, merchant)).status).toBe(200);
    expect((await list(cachedToo, merchant)).status).toBe(200);

    expect((await cached.call(merchant, 'delete', `/api/v1/api_keys/${await testKeyId(cached, merchant)}`)).status).toBe(204);
    expect((await list(cached, merchant)).status).toBe(401);
    expect((await list(cachedToo, merchant)).status).toBe(200);
    clock.advanceSeconds(5);
    expect((await list(cachedToo, merchant)).status).toBe(401);
  });

  it('refuses a key rolled with expires_in_hours 0 at once on the instance that rolled it, on another within AUTH_CACHE_SECONDS', async () => {
    const merchant = await cached.merchant('Acme');
    expect((await list(cachedToo, merchant)).status).toBe(200);

    const rolled = await cached.call(merchant, 'post', `/api/v1/api_keys/${await testKeyId(cached, merchant)}/roll`, { expires_in_hours: 0 });
    expect(rolled.status).toBe(201);
    expect((await list(cached, merchant)).status).toBe(401);
    expect((await list(cachedToo, merchant)).status).toBe(200);
    clock.advanceSeconds(5);
    expect((await list(cachedToo, merchant)).status).toBe(401);
    expect((await list(cachedToo, { ...merchant, ...testMerchantKeys(rolled.body.secret, merchant.liveSecretKey) })).status).toBe(200);
  });

  it('accepts a key as soon as it is registered, even right after it was refused', async () => {
    const owner = await cached.merchant('Late');
    const secretKey = `sk_test_${'K'.repeat(40)}`;
    const merchant: TestMerchant = { id: owner.id, ...testMerchantKeys(secretKey, owner.liveSecretKey) };
    expect((await list(cached, merchant)).status).toBe(401);

    const key = newApiKey({ id: 'key_late', merchantId: owner.id, mode: 'test', secret: secretKey, secretHash: new Sha256SecretKeyHasher().hash(secretKey) }, clock.now());
    expect(await cached.container.get<ApiKeyRepository>(API_KEY_REPOSITORY).add(key, { max: 10, now: clock.now() })).toBe('added');
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
