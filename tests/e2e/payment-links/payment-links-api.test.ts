import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, expectProblem, fieldsOf } from '../payment-requests/helpers';

/**
 * @engine both: the links' SQL, their list and the requests' filter by link.
 */
const LINKS = '/api/v1/payment_links';
const T0 = '2026-11-22T13:00:00Z';
const unix = (iso: string) => Date.parse(iso) / 1000;

describe(`/api/v1/payment_links ${describeDatabase()}`, () => {
  const clock = new FixedClock(T0);
  let t: TestApp;
  let acme: TestMerchant;

  withTestApp((started, merchant) => ((t = started), (acme = merchant)), { overrides: { clock } });
  beforeEach(() => clock.set(T0));

  const live = (merchant: TestMerchant): TestMerchant => ({ ...merchant, headers: merchant.liveHeaders });

  async function createLink(merchant: TestMerchant, body: Record<string, unknown> = {}): Promise<Record<string, any>> {
    const res = await t.call(merchant, 'post', LINKS, { amount: 12.5, description: 'Torta de chocolate', ...body });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  it('creates an active link with its public url, and reads it back', async () => {
    const res = await t.call(acme, 'post', LINKS, { amount: 12.5, description: 'Torta de chocolate', expires_at: unix(T0) + 3600 });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^plink_[A-Za-z0-9]+$/),
      object: 'payment_link',
      livemode: false,
      url: expect.stringMatching(/^https:\/\/pay\.example\.test\/payments_portal\/links\/PL[A-Z0-9]+$/),
      amount: { amount_cents: 1250, amount: 12.5, currency_iso: 'USD' },
      description: 'Torta de chocolate',
      active: true,
      expires_at: unix(T0) + 3600,
      created_at: unix(T0),
      updated_at: unix(T0),
    });
    const read = await t.call(acme, 'get', `${LINKS}/${res.body.id}`);
    expect([read.status, read.body]).toEqual([200, res.body]);
  });

  it('replays a create sent again with the same Idempotency-Key', async () => {
    const headers = { 'Idempotency-Key': 'link-create-1' };
    const first = await t.call(acme, 'post', LINKS, { amount: 5, description: 'Café' }, headers);
    const again = await t.call(acme, 'post', LINKS, { amount: 5, description: 'Café' }, headers);

    expect([again.status, again.body.id]).toEqual([201, first.body.id]);
    expect((await t.call(acme, 'get', LINKS)).body.meta.total_objects).toBe(1);
  });

  it('refuses a bad amount, description or expiry with the fields named, creating nothing', async () => {
    expect(fieldsOf(await t.call(acme, 'post', LINKS, { amount: 0, description: '' }))).toEqual(['amount', 'description']);
    expect(fieldsOf(await t.call(acme, 'post', LINKS, { amount: 1.005, description: 'x\u0000' }))).toEqual(['amount', 'description']);
    expect(fieldsOf(await t.call(acme, 'post', LINKS, { amount: 1, description: 'x', expires_at: unix(T0) - 1 }))).toEqual(['expires_at']);
    expect(fieldsOf(await t.call(acme, 'post', LINKS, { amount: '1', description: 'x', payment_link_id: 'plink_1' })))
      .toEqual(['amount', 'payment_link_id']);
    expect((await t.call(acme, 'get', LINKS)).body.meta.total_objects).toBe(0);
  });

  it('lists links newest first, paged as the payment requests list', async () => {
    const ids: string[] = [];
    for (const minute of [0, 1, 2]) {
      clock.set(new Date(Date.parse(T0) + minute * 60_000));
      ids.push((await createLink(acme)).id);
    }

    const first = await t.call(acme, 'get', `${LINKS}?limit=2`);
    const second = await t.call(acme, 'get', `${LINKS}?limit=2&page=2`);
    expect(first.body.meta).toEqual({ current_page: 1, limit: 2, total_pages: 2, total_objects: 3 });
    expect(first.body.data.map((link: { id: string }) => link.id)).toEqual([ids[2], ids[1]]);
    expect(second.body.data.map((link: { id: string }) => link.id)).toEqual([ids[0]]);
    expectProblem(await t.call(acme, 'get', `${LINKS}?status=active`), 400, 'bad_request');
  });

  it('changes active, amount and description; refuses an empty change or a bad field', async () => {
    const link = await createLink(acme);
    clock.set('2026-11-22T14:00:00Z');

    const res = await t.call(acme, 'patch', `${LINKS}/${link.id}`, { active: false, amount: 15, description: 'Torta grande' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...link, active: false, amount: { amount_cents: 1500, amount: 15, currency_iso: 'USD' }, description: 'Torta grande',
      updated_at: unix('2026-11-22T14:00:00Z'),
    });
    expect(fieldsOf(await t.call(acme, 'patch', `${LINKS}/${link.id}`, { active: 'no', amount: -1 }))).toEqual(['active', 'amount']);
    expect((await t.call(acme, 'patch', `${LINKS}/${link.id}`, {})).status).toBe(422);
    expect((await t.call(acme, 'get', `${LINKS}/${link.id}`)).body).toEqual(res.body);
  });

  it('never shows or changes another merchant\'s link, or one of the other mode', async () => {
    const other = await t.merchant('Other');
    const link = await createLink(acme);
    const liveLink = await createLink(live(acme));
    expect(liveLink.livemode).toBe(true);

    for (const [merchant, id] of [[other, link.id], [live(acme), link.id], [acme, liveLink.id], [acme, 'plink_nosuch'], [acme, 'preq_x']]) {
      expectProblem(await t.call(merchant as TestMerchant, 'get', `${LINKS}/${id}`), 404, 'not_found');
      expectProblem(await t.call(merchant as TestMerchant, 'patch', `${LINKS}/${id}`, { active: false }), 404, 'not_found');
    }
    expect((await t.call(other, 'get', LINKS)).body.data).toEqual([]);
    expect((await t.call(live(acme), 'get', LINKS)).body.data.map((l: { id: string }) => l.id)).toEqual([liveLink.id]);
    expect((await t.call(acme, 'get', `${LINKS}/${link.id}`)).body.active).toBe(true);
  });

  it('shows payment_link_id as null on a request the merchant created, and filters the list by link', async () => {
    const created = await t.call(acme, 'post', PAYMENT_REQUESTS, {
      amount: 5, description: 'Directa', customer: { dni: 'V12345678', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
    });
    expect(created.body.payment_link_id).toBeNull();
    const link = await createLink(acme);

    const byLink = await t.call(acme, 'get', `${PAYMENT_REQUESTS}?payment_link_id=${link.id}`);
    expect([byLink.status, byLink.body.meta.total_objects]).toEqual([200, 0]);
    const odd = await t.call(acme, 'get', `${PAYMENT_REQUESTS}?payment_link_id=not-a-link`);
    expect([odd.status, odd.body.data]).toEqual([200, []]);
  });
});
