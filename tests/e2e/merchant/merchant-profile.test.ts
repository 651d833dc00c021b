import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';

const MERCHANT = '/api/v1/merchant';

describe(`The merchant's profile ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;
  withTestApp((app, created) => {
    t = app;
    merchant = created;
  });

  const live = (): TestMerchant => ({ ...merchant, headers: merchant.liveHeaders });
  const read = async (who: TestMerchant = merchant) => (await t.call(who, 'get', MERCHANT)).body;

  it('reads a new merchant\'s profile: its name, nothing else given yet', async () => {
    const answer = await t.call(merchant, 'get', MERCHANT);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: merchant.id, object: 'merchant', name: 'Acme', legal_id: null, support_email: null, support_phone: null, brand_color: null,
    });
  });

  it('changes the members sent, written as stored, keeps the others, and every later read shows the change', async () => {
    const changed = await t.call(merchant, 'patch', MERCHANT, {
      name: '  Panadería Ávila ', legal_id: 'j123456784', support_email: 'ayuda@panaderia.example', support_phone: '0414-123.45.67',
      brand_color: '#1a2b3c',
    });
    const expected = {
      id: merchant.id, object: 'merchant', name: 'Panadería Ávila', legal_id: 'J-12345678-4', support_email: 'ayuda@panaderia.example',
      support_phone: '04141234567', brand_color: '#1A2B3C',
    };
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual(expected);
    expect(await read()).toEqual(expected);

    const cleared = await t.call(merchant, 'patch', MERCHANT, { support_email: null, brand_color: null });
    expect(cleared.body).toEqual({ ...expected, support_email: null, brand_color: null });
    expect(await read()).toEqual({ ...expected, support_email: null, brand_color: null });
  });

  it('is one profile for both modes: a live key changes what a test key reads', async () => {
    const changed = await t.call(live(), 'patch', MERCHANT, { name: 'Acme Real' });
    expect(changed.status).toBe(200);
    expect((await read()).name).toBe('Acme Real');
    expect(await read(live())).toEqual(await read());
  });

  it('shows only the caller\'s own profile', async () => {
    const other = await t.merchant('Globex');
    await t.call(other, 'patch', MERCHANT, { name: 'Globex Caracas' });
    expect((await read()).name).toBe('Acme');
    expect(await read(other)).toEqual(expect.objectContaining({ id: other.id, name: 'Globex Caracas' }));
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name'],
    ['a null name', { name: null }, 'name'],
    ['a name over 80 characters', { name: 'A'.repeat(81) }, 'name'],
    ['a RIF whose check digit is wrong', { legal_id: 'J-12345678-9' }, 'legal_id'],
    ['a RIF of another letter', { legal_id: 'C-12345678-4' }, 'legal_id'],
    ['an e-mail without a domain', { support_email: 'ayuda@' }, 'support_email'],
    ['a phone that is not Venezuelan', { support_phone: '+1 415 555 1234' }, 'support_phone'],
    ['a colour by name', { brand_color: 'red' }, 'brand_color'],
    ['a colour as a number', { brand_color: 0x1a2b3c }, 'brand_color'],
    ['a member not listed', { logo_url: 'https://acme.example/logo.png' }, 'logo_url'],
  ])('refuses %s with a 422 naming the field, and changes nothing', async (_label, body, field) => {
    const before = await read();
    const refused = await t.call(merchant, 'patch', MERCHANT, { support_email: 'ayuda@acme.example', ...body });
    expect(refused.status).toBe(422);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.code).toBe('validation_error');
    expect(refused.body.errors).toEqual([{ field, reason: expect.any(String), message: expect.any(String) }]);
    expect(await read()).toEqual(before);
  });

  it('refuses an empty change with a 422', async () => {
    const refused = await t.call(merchant, 'patch', MERCHANT, {});
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('validation_error');
  });

  it('answers a PATCH sent again with the same Idempotency-Key with the first answer, even after another change', async () => {
    const headers = { 'Idempotency-Key': 'profile-1' };
    const first = await t.call(merchant, 'patch', MERCHANT, { name: 'Primero' }, headers);
    await t.call(merchant, 'patch', MERCHANT, { name: 'Segundo' });
    const again = await t.call(merchant, 'patch', MERCHANT, { name: 'Primero' }, headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await read()).name).toBe('Segundo');

    const otherBody = await t.call(merchant, 'patch', MERCHANT, { name: 'Otro' }, headers);
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.code).toBe('idempotency_key_reused');
    expect((await read()).name).toBe('Segundo');
  });

  it('needs a key', async () => {
    expect((await t.call(null, 'get', MERCHANT)).status).toBe(401);
    expect((await t.call(null, 'patch', MERCHANT, { name: 'Nadie' })).status).toBe(401);
  });
});
