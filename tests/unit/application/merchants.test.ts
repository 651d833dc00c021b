import { AuthenticateMerchant } from '../../../src/application/merchants/authenticate-merchant';
import { CreateMerchant } from '../../../src/application/merchants/create-merchant';
import { InMemoryMerchantRepository } from '../../../src/adapters/persistence/in-memory/in-memory-merchant-repository';
import { Sha256SecretKeyHasher } from '../../../src/adapters/system/sha256-secret-key-hasher';
import { FixedClock, SequentialIdGenerator } from '../../support/fakes';

function setUp() {
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');
  const hasher = new Sha256SecretKeyHasher();
  const merchants = new InMemoryMerchantRepository();
  return {
    merchants,
    hasher,
    createMerchant: new CreateMerchant(new SequentialIdGenerator(), clock, hasher, merchants),
    authenticate: new AuthenticateMerchant(hasher, merchants),
  };
}

describe('creating a merchant', () => {
  it('gives it an id, the trimmed name, and a secret key shown this once', async () => {
    const { createMerchant } = setUp();
    const { merchant, secretKey } = await createMerchant.execute('  Acme  ');
    expect(merchant.id).toMatch(/^mer_/);
    expect(merchant.name).toBe('Acme');
    expect(merchant.createdAt.toISOString()).toBe('2026-11-22T13:30:00.000Z');
    expect(secretKey).toMatch(/^sk_test_/);
    expect(JSON.stringify(merchant)).not.toContain(secretKey);
  });

  it('stores only a hash of the key: the key itself finds nothing in the store', async () => {
    const { createMerchant, merchants, hasher } = setUp();
    const { merchant, secretKey } = await createMerchant.execute('Acme');
    expect(await merchants.findBySecretKeyHash(secretKey)).toBeNull();
    expect(hasher.hash(secretKey)).not.toContain(secretKey);
    expect(await merchants.findBySecretKeyHash(hasher.hash(secretKey))).toEqual(merchant);
  });

  it('each merchant gets its own key', async () => {
    const { createMerchant } = setUp();
    const acme = await createMerchant.execute('Acme');
    const globex = await createMerchant.execute('Globex');
    expect(globex.merchant.id).not.toBe(acme.merchant.id);
    expect(globex.secretKey).not.toBe(acme.secretKey);
  });

  it.each([
    ['an empty name', ''],
    ['a blank name', '   '],
    ['a name over 200 characters', 'A'.repeat(201)],
  ])('refuses %s', async (_label, name) => {
    const { createMerchant } = setUp();
    await expect(createMerchant.execute(name)).rejects.toThrow(RangeError);
  });

  it('accepts a name of exactly 200 characters', async () => {
    const { createMerchant } = setUp();
    expect((await createMerchant.execute('A'.repeat(200))).merchant.name).toHaveLength(200);
  });
});

describe('authenticating a merchant by secret key', () => {
  it('the key a merchant was given identifies that merchant', async () => {
    const { createMerchant, authenticate } = setUp();
    const acme = await createMerchant.execute('Acme');
    const globex = await createMerchant.execute('Globex');
    expect(await authenticate.execute(acme.secretKey)).toEqual(acme.merchant);
    expect(await authenticate.execute(globex.secretKey)).toEqual(globex.merchant);
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
