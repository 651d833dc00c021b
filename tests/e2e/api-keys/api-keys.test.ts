import { AuthenticateMerchant } from '../../../src/application/merchants/authenticate-merchant';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, testMerchantKeys, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

const KEYS = '/api/v1/api_keys';
const NOW = new Date('2026-11-22T13:30:42.500Z');
const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
let clock: FixedClock;

describe(`API keys ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  clock = new FixedClock(NOW);
  withTestApp((app, created) => {
    t = app;
    merchant = created;
    clock.set(NOW);
  }, { overrides: { clock } });

  const list = (who: TestMerchant = merchant) => t.call(who, 'get', KEYS);
  const keyIdOf = async (who: TestMerchant = merchant): Promise<string> => (await list(who)).body.data[0].id;
  const roll = (id: string, body?: unknown, who: TestMerchant = merchant) => t.call(who, 'post', `${KEYS}/${id}/roll`, body);
  const withTestKey = (secret: string): TestMerchant => ({ ...merchant, ...testMerchantKeys(secret, merchant.liveSecretKey) });
  const live = (who: TestMerchant = merchant): TestMerchant => ({ ...who, headers: who.liveHeaders });
  const status = async (who: TestMerchant) => (await t.call(who, 'get', '/api/v1/payment_requests')).status;

  it('lists only the keys of the caller\'s mode, redacted, never a secret', async () => {
    const tests = await list();
    expect(tests.status).toBe(200);
    expect(tests.body.data).toEqual([{
      id: expect.stringMatching(/^key_/), mode: 'test', redacted: `sk_test_…${merchant.secretKey.slice(-4)}`,
      created_at: nowSeconds(), last_used_at: expect.any(Number), expires_at: null,
    }]);
    const lives = await list(live());
    expect(lives.body.data).toEqual([expect.objectContaining({ mode: 'live', redacted: `sk_live_…${merchant.liveSecretKey.slice(-4)}` })]);
    expect(lives.body.data[0].id).not.toBe(tests.body.data[0].id);
    for (const answer of [tests, lives]) {
      expect(answer.text).not.toContain(merchant.secretKey);
      expect(answer.text).not.toContain(merchant.liveSecretKey);
    }
  });

  it('records the minute of a key\'s latest use, once the request has answered', async () => {
    const minute = Math.floor(NOW.getTime() / 60_000) * 60;
    const usesRecorded = () => t.container.get(AuthenticateMerchant).usesRecorded();
    await t.call(merchant, 'get', '/api/v1/payment_requests');
    await usesRecorded();
    expect((await list()).body.data[0].last_used_at).toBe(minute);

    clock.advanceSeconds(59);
    await list();
    await usesRecorded();
    expect((await list()).body.data[0].last_used_at).toBe(minute + 60);
  });

  it('rolls a key with 0 hours: the new key works and the old one is refused at once', async () => {
    const oldId = await keyIdOf();
    const rolled = await roll(oldId, { expires_in_hours: 0 });
    expect(rolled.status).toBe(201);
    expect(rolled.body).toEqual({
      id: expect.stringMatching(/^key_/), mode: 'test', redacted: `sk_test_…${String(rolled.body.secret).slice(-4)}`,
      created_at: nowSeconds(), last_used_at: null, expires_at: null, secret: expect.stringMatching(/^sk_test_[A-Za-z0-9]{40}$/),
    });
    expect(rolled.headers['idempotent-replayed']).toBeUndefined();
    expect(await status(merchant)).toBe(401);
    const renewed = withTestKey(rolled.body.secret);
    expect(await status(renewed)).toBe(200);
    expect((await list(renewed)).body.data.map((key: { id: string }) => key.id)).toEqual([rolled.body.id]);
  });

  it('rolls a key with 24 hours (also when nothing is sent): both work, the old one until then', async () => {
    const oldId = await keyIdOf();
    for (const body of [{ expires_in_hours: 24 }, undefined]) {
      const rolled = await roll(oldId, body);
      expect(rolled.status).toBe(201);
      expect(await status(withTestKey(rolled.body.secret))).toBe(200);
    }
    expect(await status(merchant)).toBe(200);
    const old = (await list()).body.data.find((key: { id: string }) => key.id === oldId);
    expect(old.expires_at).toBe(nowSeconds() + 24 * 3600);

    clock.advanceSeconds(24 * 3600 - 1);
    expect(await status(merchant)).toBe(200);
    clock.advanceSeconds(1);
    expect(await status(merchant)).toBe(401);
  });

  it('never moves an expiry later by rolling again', async () => {
    const oldId = await keyIdOf();
    await roll(oldId, { expires_in_hours: 1 });
    await roll(oldId, { expires_in_hours: 48 });
    expect((await list()).body.data.find((key: { id: string }) => key.id === oldId).expires_at).toBe(nowSeconds() + 3600);
  });

  it('ignores an Idempotency-Key on a roll: the answer holding a secret is never stored, a retry makes another key', async () => {
    const oldId = await keyIdOf();
    const send = () => t.call(merchant, 'post', `${KEYS}/${oldId}/roll`, {}, { 'Idempotency-Key': 'roll-1' });
    const [first, second] = [await send(), await send()];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.secret).not.toBe(first.body.secret);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it('revokes a key, even the one making the call: refused at once, a second DELETE is a 404', async () => {
    const other = (await roll(await keyIdOf(), { expires_in_hours: 24 })).body;
    const id = (await list()).body.data.find((key: { id: string }) => key.id !== other.id).id;
    const revoked = await t.call(merchant, 'delete', `${KEYS}/${id}`);
    expect(revoked.status).toBe(204);
    expect(revoked.text).toBe('');
    expect(await status(merchant)).toBe(401);
    const again = await t.call(withTestKey(other.secret), 'delete', `${KEYS}/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('not_found');
  });

  it('keeps at most 10 working keys per mode: the 11th is a 422; a revoked or an expired key frees a place', async () => {
    const firstId = await keyIdOf();
    for (let i = 1; i < 10; i++) expect((await roll(firstId, { expires_in_hours: 24 })).status).toBe(201);
    const refused = await roll(firstId, { expires_in_hours: 24 });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('too_many_api_keys');
    expect((await list()).body.data).toHaveLength(10);
    expect((await roll(await keyIdOf(live()), {}, live())).status).toBe(201);

    // Any key but the one making the calls (keys made in one millisecond list in no set order).
    const another = (await list()).body.data.find((key: { id: string }) => key.id !== firstId);
    expect((await t.call(merchant, 'delete', `${KEYS}/${another.id}`)).status).toBe(204);
    expect((await roll(firstId, { expires_in_hours: 24 })).status).toBe(201);
    expect((await roll(firstId, { expires_in_hours: 24 })).status).toBe(422);

    const rolledAway = (await roll(firstId, { expires_in_hours: 0 }));
    expect(rolledAway.status).toBe(201);
    const renewed = withTestKey(rolledAway.body.secret);
    expect((await roll(rolledAway.body.id, { expires_in_hours: 24 }, renewed)).status).toBe(422);
  });

  it('finds no key of another merchant, of the other mode, unknown, or of the wrong shape: 404', async () => {
    const globex = await t.merchant('Globex');
    const ids = [await keyIdOf(globex), await keyIdOf(live()), 'key_unknown', 'not-a-key', 'key_../x'];
    for (const id of ids) {
      for (const answer of [await roll(encodeURIComponent(id), {}), await t.call(merchant, 'delete', `${KEYS}/${encodeURIComponent(id)}`)]) {
        expect({ id, status: answer.status, code: answer.body.code }).toEqual({ id, status: 404, code: 'not_found' });
      }
    }
    expect(await status(globex)).toBe(200);
    expect(await status(live())).toBe(200);
  });

  it.each([
    ['above 168', 169],
    ['negative', -1],
    ['not whole', 1.5],
    ['a string', '24'],
    ['null', null],
  ])('refuses expires_in_hours %s with a 422 naming it', async (_label, hours) => {
    const answer = await roll(await keyIdOf(), { expires_in_hours: hours });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('validation_error');
    expect(answer.body.errors.map((error: { field: string }) => error.field)).toEqual(['expires_in_hours']);
    expect((await list()).body.data).toHaveLength(1);
  });

  it('answers a malformed or unknown key with 401 before anything else', async () => {
    const id = await keyIdOf();
    for (const key of ['nope', 'sk_test_short', `sk_live_${'x'.repeat(40)}`]) {
      const bad: TestMerchant = { ...merchant, headers: { Authorization: `Bearer ${key}` } };
      for (const answer of [await t.call(bad, 'get', KEYS), await roll(id, { expires_in_hours: 999 }, bad), await t.call(bad, 'delete', `${KEYS}/bad`)]) {
        expect(answer.status).toBe(401);
        expect(answer.headers['www-authenticate']).toBe('Bearer');
      }
    }
    expect(await status(merchant)).toBe(200);
  });
});
