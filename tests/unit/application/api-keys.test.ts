import { ApiKeyMint } from '../../../src/application/api-keys/mint-api-key';
import { IssueApiKey } from '../../../src/application/api-keys/issue-api-key';
import { ListApiKeys } from '../../../src/application/api-keys/list-api-keys';
import { RevokeApiKey } from '../../../src/application/api-keys/revoke-api-key';
import { RollApiKey } from '../../../src/application/api-keys/roll-api-key';
import { AuthenticateMerchant } from '../../../src/application/merchants/authenticate-merchant';
import { CreateMerchant } from '../../../src/application/merchants/create-merchant';
import { InMemoryApiKeyRepository } from '../../../src/adapters/persistence/in-memory/in-memory-api-key-repository';
import { InMemoryMerchantRepository } from '../../../src/adapters/persistence/in-memory/in-memory-merchant-repository';
import { Sha256SecretKeyHasher } from '../../../src/adapters/system/sha256-secret-key-hasher';
import { FixedClock, SequentialIdGenerator } from '../../support/fakes';

/** Counts the uses recorded, and fails them when told to. */
class CountingKeys extends InMemoryApiKeyRepository {
  usesRecorded = 0;
  failUses = false;

  override async recordUse(id: string, minute: Date, last4: string): Promise<void> {
    this.usesRecorded++;
    if (this.failUses) throw new Error('database unavailable');
    return super.recordUse(id, minute, last4);
  }
}

async function setUp() {
  const clock = new FixedClock('2026-11-22T13:30:42.000Z');
  const hasher = new Sha256SecretKeyHasher();
  const ids = new SequentialIdGenerator();
  const keys = new CountingKeys();
  const merchants = new InMemoryMerchantRepository(keys);
  const mint = new ApiKeyMint(ids, clock, hasher);
  const unrecorded: string[] = [];
  const created = await new CreateMerchant(ids, clock, mint, merchants).execute('Acme');
  const owner = { merchantId: created.merchant.id, livemode: false };
  return {
    clock, keys, created, owner, unrecorded,
    authenticate: new AuthenticateMerchant(hasher, keys, clock, (keyId) => unrecorded.push(keyId)),
    issue: new IssueApiKey(mint, keys),
    list: new ListApiKeys(clock, keys, merchants),
    roll: new RollApiKey(mint, clock, keys),
    revoke: new RevokeApiKey(clock, keys),
  };
}

describe('API keys', () => {
  it('issues a key of the mode asked for, up to 10 working keys per mode, and none for an unknown merchant', async () => {
    const { issue, created, list, owner } = await setUp();
    for (let i = 1; i < 10; i++) expect((await issue.execute(created.merchant.id, 'test')).kind).toBe('issued');
    expect(await issue.execute(created.merchant.id, 'test')).toEqual({ kind: 'too_many_api_keys', limit: 10, mode: 'test' });
    const live = await issue.execute(created.merchant.id, 'live');
    expect(live).toMatchObject({ kind: 'issued', key: { mode: 'live', prefix: 'sk_live_' }, secret: expect.stringMatching(/^sk_live_/) });
    expect(await list.execute(owner)).toHaveLength(10);
    expect(await issue.execute('mer_unknown', 'test')).toEqual({ kind: 'merchant_not_found', id: 'mer_unknown' });
  });

  it('lists both modes for the operator, and says when the merchant is unknown', async () => {
    const { list, created } = await setUp();
    const listed = await list.ofMerchant(created.merchant.id);
    expect(listed.kind === 'listed' && listed.keys.map((key) => key.mode)).toEqual(['test', 'live']);
    expect(await list.ofMerchant('mer_unknown')).toEqual({ kind: 'merchant_not_found', id: 'mer_unknown' });
  });

  it('refuses a key once its expiry passes, even when its lookup answers with what it found before (a cache)', async () => {
    const { keys, created, clock } = await setUp();
    const hasher = new Sha256SecretKeyHasher();
    const found = (await keys.findBySecretHash(hasher.hash(created.secretKey)))!;
    const remembered = { ...found, key: { ...found.key, expiresAt: new Date(clock.now().getTime() + 1_000) } };
    const authenticate = new AuthenticateMerchant(hasher, Object.assign(Object.create(keys), { findBySecretHash: async () => remembered }), clock, () => undefined);

    expect(await authenticate.execute(created.secretKey)).toMatchObject({ keyId: found.key.id, mode: 'test' });
    clock.advance(1_000);
    expect(await authenticate.execute(created.secretKey)).toBeNull();
  });

  it('refuses a revoked key, and a rolled one once its hours have passed; rolling never moves an expiry later', async () => {
    const { authenticate, roll, revoke, list, created, owner, clock } = await setUp();
    const [old] = await list.execute(owner);
    const rolled = await roll.execute(owner, old.id, 2);
    expect(rolled).toMatchObject({ kind: 'issued', key: { mode: 'test' } });
    expect((await roll.execute(owner, old.id, 100)).kind).toBe('issued');
    expect((await list.execute(owner)).find((key) => key.id === old.id)?.expiresAt).toEqual(new Date(clock.now().getTime() + 2 * 3_600_000));

    clock.advance(2 * 3_600_000 - 1);
    expect(await authenticate.execute(created.secretKey)).not.toBeNull();
    clock.advance(1);
    expect(await authenticate.execute(created.secretKey)).toBeNull();
    expect(await roll.execute(owner, old.id, 0)).toEqual({ kind: 'api_key_not_found', id: old.id });

    const secret = rolled.kind === 'issued' ? rolled.secret : '';
    expect(await revoke.execute(owner, rolled.kind === 'issued' ? rolled.key.id : '')).toEqual({ kind: 'revoked' });
    expect(await authenticate.execute(secret)).toBeNull();
  });

  it('touches only the caller\'s keys: another merchant\'s or the other mode\'s key is not found; the operator reaches any', async () => {
    const { list, roll, revoke, owner } = await setUp();
    const [live] = await list.execute({ ...owner, livemode: true });
    expect(await roll.execute(owner, live.id, 0)).toEqual({ kind: 'api_key_not_found', id: live.id });
    expect(await revoke.execute({ merchantId: 'mer_other', livemode: true }, live.id)).toEqual({ kind: 'api_key_not_found', id: live.id });
    expect(await revoke.execute(owner, 'not-a-key')).toEqual({ kind: 'api_key_not_found', id: 'not-a-key' });
    expect(await revoke.execute('operator', live.id)).toEqual({ kind: 'revoked' });
  });

  it('records a key\'s use at most once a minute, without the request waiting for it; a failed write is reported, not thrown', async () => {
    const { authenticate, keys, created, clock, unrecorded } = await setUp();
    for (let i = 0; i < 5; i++) expect(await authenticate.execute(created.secretKey)).not.toBeNull();
    await authenticate.usesRecorded();
    expect(keys.usesRecorded).toBe(1);
    const [key] = await keys.listActive(created.merchant.id, 'test', clock.now());
    expect(key.lastUsedAt).toEqual(new Date('2026-11-22T13:30:00.000Z'));

    clock.advanceSeconds(18);
    keys.failUses = true;
    expect(await authenticate.execute(created.secretKey)).not.toBeNull();
    await authenticate.usesRecorded();
    expect(unrecorded).toEqual([key.id]);
    expect(keys.usesRecorded).toBe(2);
  });

  it('learns the last four characters of a key issued before they were kept, at its first use', async () => {
    const { keys, created, clock } = await setUp();
    const [key] = await keys.listActive(created.merchant.id, 'test', clock.now());
    const unknown = new InMemoryApiKeyRepository();
    unknown.storeMerchant(created.merchant, [{ ...key, last4: null }]);
    const learning = new AuthenticateMerchant(new Sha256SecretKeyHasher(), unknown, clock, () => undefined);
    await learning.execute(created.secretKey);
    await learning.usesRecorded();
    expect((await unknown.findById(key.id))?.last4).toBe(created.secretKey.slice(-4));
  });
});
