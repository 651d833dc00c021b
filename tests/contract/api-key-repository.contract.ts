import { profileNamed } from '../../src/domain/merchant-profile';
import { ApiKeyRepository } from '../../src/application/ports/api-key-repository';
import { ApiKey } from '../../src/domain/api-key';
import { OpenRepositories } from './repositories';

const T0 = new Date('2026-11-22T13:30:00.123Z');
const hoursAfter = (hours: number, from = T0) => new Date(from.getTime() + hours * 3_600_000);

export function anApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'key_1', merchantId: 'mer_acme', mode: 'test', secretHash: 'hash-1', prefix: 'sk_test_', last4: 'a1B2',
    createdAt: T0, expiresAt: null, revokedAt: null, lastUsedAt: null, ...overrides,
  };
}

export function apiKeyRepositoryContract(adapterName: string, open: OpenRepositories): void {
  describe(`${adapterName} honours the ApiKeyRepository contract`, () => {
    let keys: ApiKeyRepository;
    const acme = { id: 'mer_acme', ...profileNamed('Acme'), createdAt: T0 };
    const LIMIT = { max: 3, now: T0 };
    let n = 0;
    const key = (overrides: Partial<ApiKey> = {}) => {
      n += 1;
      return anApiKey({ id: `key_${n}`, secretHash: `hash-${n}`, createdAt: hoursAfter(n / 1000), ...overrides });
    };

    beforeEach(async () => {
      const repositories = await open();
      keys = repositories.apiKeys;
      await repositories.merchants.add(acme);
      await repositories.merchants.add({ id: 'mer_other', ...profileNamed('Other'), createdAt: T0 });
    });

    it('adds a key, found by hash (with its merchant) and by id, every field as stored', async () => {
      const stored = key({ mode: 'live', prefix: 'sk_live_', last4: null, expiresAt: hoursAfter(5), lastUsedAt: T0 });
      expect(await keys.add(stored, LIMIT)).toBe('added');

      expect(await keys.findBySecretHash(stored.secretHash)).toEqual({ key: stored, merchant: { id: acme.id, name: acme.name, createdAt: acme.createdAt } });
      expect(await keys.findById(stored.id)).toEqual(stored);
      expect(await keys.findBySecretHash('hash-unknown')).toBeNull();
      expect(await keys.findById('key_unknown')).toBeNull();
    });

    it('refuses a key of an unknown merchant, and a hash already registered', async () => {
      expect(await keys.add(key({ merchantId: 'mer_unknown' }), LIMIT)).toBe('merchant_not_found');
      const first = key();
      await keys.add(first, LIMIT);
      await expect(keys.add(key({ secretHash: first.secretHash }), LIMIT)).rejects.toThrow();
    });

    it('lists the merchant\'s active keys of one mode, newest first', async () => {
      const older = key();
      const newer = key();
      const live = key({ mode: 'live', prefix: 'sk_live_' });
      const expired = key({ expiresAt: T0 });
      const revoked = key({ revokedAt: T0 });
      const others = key({ merchantId: 'mer_other' });
      for (const stored of [older, newer, live, expired, revoked, others]) await keys.add(stored, { max: 10, now: T0 });

      expect(await keys.listActive(acme.id, 'test', T0)).toEqual([newer, older]);
      expect(await keys.listActive(acme.id, 'live', T0)).toEqual([live]);
      expect(await keys.listActive(acme.id, 'test', hoursAfter(-1))).toEqual([expired, newer, older]);
    });

    it('adds no more than the limit of active keys per merchant and mode; revoked and expired ones do not count', async () => {
      for (let i = 0; i < 3; i++) expect(await keys.add(key(), LIMIT)).toBe('added');
      expect(await keys.add(key(), LIMIT)).toBe('limit_reached');
      expect(await keys.add(key({ mode: 'live', prefix: 'sk_live_' }), LIMIT)).toBe('added');
      expect(await keys.add(key({ merchantId: 'mer_other' }), LIMIT)).toBe('added');

      const [newest, middle] = await keys.listActive(acme.id, 'test', T0);
      await keys.revoke(newest.id, T0);
      expect(await keys.add(key(), LIMIT)).toBe('added');
      expect(await keys.add(key(), LIMIT)).toBe('limit_reached');
      expect(await keys.add(key(), LIMIT, { keyId: middle.id, at: T0 })).toBe('added');
      expect(await keys.add(key(), LIMIT)).toBe('limit_reached');
    });

    it('lets only the limit pass when adds race', async () => {
      const outcomes = await Promise.all(Array.from({ length: 8 }, () => keys.add(key(), LIMIT)));
      expect(outcomes.filter((outcome) => outcome === 'added')).toHaveLength(3);
      expect(await keys.listActive(acme.id, 'test', T0)).toHaveLength(3);
    });

    it('sets the expiry of the key being replaced, never later than the one it had, only when the new key is added', async () => {
      const old = key();
      await keys.add(old, LIMIT);
      await keys.add(key(), LIMIT, { keyId: old.id, at: hoursAfter(24) });
      expect((await keys.findById(old.id))?.expiresAt).toEqual(hoursAfter(24));
      await keys.add(key(), LIMIT, { keyId: old.id, at: hoursAfter(48) });
      expect((await keys.findById(old.id))?.expiresAt).toEqual(hoursAfter(24));

      expect(await keys.add(key(), LIMIT, { keyId: old.id, at: hoursAfter(1) })).toBe('limit_reached');
      expect((await keys.findById(old.id))?.expiresAt).toEqual(hoursAfter(24));
    });

    it('revokes a key once', async () => {
      const stored = key();
      await keys.add(stored, LIMIT);
      expect(await keys.revoke(stored.id, hoursAfter(1))).toBe(true);
      expect(await keys.revoke(stored.id, hoursAfter(2))).toBe(false);
      expect(await keys.revoke('key_unknown', hoursAfter(2))).toBe(false);
      expect((await keys.findBySecretHash(stored.secretHash))?.key.revokedAt).toEqual(hoursAfter(1));
    });

    it('records the minute of use, never moving it back, and learns the last four characters once', async () => {
      const stored = key({ last4: null });
      await keys.add(stored, LIMIT);
      await keys.recordUse(stored.id, new Date('2026-11-22T14:05:00Z'), 'wXyZ');
      expect(await keys.findById(stored.id)).toMatchObject({ lastUsedAt: new Date('2026-11-22T14:05:00Z'), last4: 'wXyZ' });

      await keys.recordUse(stored.id, new Date('2026-11-22T14:04:00Z'), 'nope');
      expect(await keys.findById(stored.id)).toMatchObject({ lastUsedAt: new Date('2026-11-22T14:05:00Z'), last4: 'wXyZ' });
      await keys.recordUse(stored.id, new Date('2026-11-22T14:06:00Z'), 'nope');
      expect((await keys.findById(stored.id))?.lastUsedAt).toEqual(new Date('2026-11-22T14:06:00Z'));
    });
  });
}
