import { ApiKeyMint } from '../../../src/application/api-keys/mint-api-key';
import { AuthenticateMerchant } from '../../../src/application/merchants/authenticate-merchant';
import { CreateMerchant } from '../../../src/application/merchants/create-merchant';
import { InMemoryApiKeyRepository } from '../../../src/adapters/persistence/in-memory/in-memory-api-key-repository';
import { InMemoryMerchantRepository } from '../../../src/adapters/persistence/in-memory/in-memory-merchant-repository';
import { Sha256SecretKeyHasher } from '../../../src/adapters/system/sha256-secret-key-hasher';
import { FixedClock, SequentialIdGenerator } from '../../support/fakes';
import { Merchant } from '../../../src/application/ports/merchant-repository';

/** What authentication knows of a merchant: not its profile. */
const identityOf = (merchant: Merchant) => ({ id: merchant.id, name: merchant.name, createdAt: merchant.createdAt });

function setUp() {
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');
  const hasher = new Sha256SecretKeyHasher();
  const ids = new SequentialIdGenerator();
  const keys = new InMemoryApiKeyRepository();
  const merchants = new InMemoryMerchantRepository(keys);
  return {
    keys,
    hasher,
    createMerchant: new CreateMerchant(ids, clock, new ApiKeyMint(ids, clock, hasher), merchants),
    authenticate: new AuthenticateMerchant(hasher, keys, clock, () => undefined),
  };
}

describe('creating a merchant', () => {
  it('gives it an id, the trimmed name, a test key and a live key shown this once', async () => {
    const { createMerchant } = setUp();
    const created = await createMerchant.execute('  Acme  ');
    const { merchant, secretKey, liveSecretKey } = created;
    expect(merchant.id).toMatch(/^mer_/);
    expect(merchant.name).toBe('Acme');
    expect(merchant.createdAt.toISOString()).toBe('2026-11-22T13:30:00.000Z');
    expect(secretKey).toMatch(/^sk_test_/);
    expect(liveSecretKey).toMatch(/^sk_live_/);
    expect(JSON.stringify(merchant)).not.toContain(secretKey);
  });

  it('stores only hashes of the keys: a key itself finds nothing in the store', async () => {
    const { createMerchant, keys, hasher } = setUp();
    const { merchant, secretKey, liveSecretKey } = await createMerchant.execute('Acme');
    for (const [secret, mode] of [[secretKey, 'test'], [liveSecretKey, 'live']] as const) {
      expect(await keys.findBySecretHash(secret)).toBeNull();
      expect(hasher.hash(secret)).not.toContain(secret);
      const found = await keys.findBySecretHash(hasher.hash(secret));
      expect(found).toMatchObject({ merchant: identityOf(merchant), key: { mode, last4: secret.slice(-4), revokedAt: null, expiresAt: null } });
      expect(JSON.stringify(found)).not.toContain(secret);
    }
  });

  it('each merchant gets its own keys', async () => {
    const { createMerchant } = setUp();
    const acme = await createMerchant.execute('Acme');
    const globex = await createMerchant.execute('Globex');
    expect(globex.merchant.id).not.toBe(acme.merchant.id);
    expect(new Set([acme.secretKey, acme.liveSecretKey, globex.secretKey, globex.liveSecretKey]).size).toBe(4);
  });

  it.each([
    ['an empty name', ''],
    ['a blank name', '   '],
    ['a name over 80 characters', 'A'.repeat(81)],
    ['a name on two lines', 'Acme\nGlobex'],
  ])('refuses %s', async (_label, name) => {
    const { createMerchant } = setUp();
    await expect(createMerchant.execute(name)).rejects.toThrow(RangeError);
  });

  it('accepts a name of exactly 80 characters, trimmed', async () => {
    const { createMerchant } = setUp();
    expect((await createMerchant.execute(` ${'A'.repeat(80)} `)).merchant.name).toBe('A'.repeat(80));
  });
});

describe('authenticating a merchant by secret key', () => {
  it('the key a merchant was given identifies that merchant, the key and its mode', async () => {
    const { createMerchant, authenticate, keys } = setUp();
    const acme = await createMerchant.execute('Acme');
    const globex = await createMerchant.execute('Globex');
    const [acmeTest] = await keys.listActive(acme.merchant.id, 'test', new Date());
    const [acmeLive] = await keys.listActive(acme.merchant.id, 'live', new Date());
    expect(await authenticate.execute(acme.secretKey)).toEqual({ merchant: identityOf(acme.merchant), keyId: acmeTest.id, mode: 'test' });
    expect(await authenticate.execute(acme.liveSecretKey)).toEqual({ merchant: identityOf(acme.merchant), keyId: acmeLive.id, mode: 'live' });
    expect((await authenticate.execute(globex.secretKey))?.merchant).toEqual(identityOf(globex.merchant));
  });

  it.each([
    ['a key never issued', 'sk_test_neverIssued'],
    ['an empty key', ''],
  ])('%s identifies no one', async (_label, key) => {
    const { createMerchant, authenticate } = setUp();
    await createMerchant.execute('Acme');
    expect(await authenticate.execute(key)).toBeNull();
  });

  it('a key that differs by one character, or by case, identifies no one', async () => {
    const { createMerchant, authenticate } = setUp();
    const { secretKey } = await createMerchant.execute('Acme');
    expect(await authenticate.execute(secretKey.slice(0, -1) + 'X')).toBeNull();
    expect(await authenticate.execute(secretKey.toUpperCase())).toBeNull();
    expect(await authenticate.execute(` ${secretKey}`)).toBeNull();
  });

  it('the stored hash itself is not a key', async () => {
    const { createMerchant, authenticate, hasher } = setUp();
    const { secretKey } = await createMerchant.execute('Acme');
    expect(await authenticate.execute(hasher.hash(secretKey))).toBeNull();
  });
});
