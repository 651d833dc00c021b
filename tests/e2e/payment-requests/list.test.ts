import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, expectProblem } from './helpers';

/**
 * @engine both: the list's counts and keyset pages.
 */

const list = (query = '') => `${PAYMENT_REQUESTS}${query ? `?${query}` : ''}`;

describe(`GET /api/v1/payment_requests: envelope, pagination and order ${describeDatabase()}`, () => {
  const clock = new FixedClock('2026-11-22T13:30:00.000Z');
  let t: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((t = started), (merchant = acme)), { overrides: { clock } });
  beforeEach(() => clock.set('2026-11-22T13:30:00.000Z'));

  /** Creates `n` requests, `stepMs` apart, and returns their ids in creation order. */
  async function createMany(n: number, stepMs = 1000, who = merchant): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      ids.push((await createPaymentRequest(t, who, { description: `Order ${i}` })).id);
      clock.advance(stepMs);
    }
    return ids;
  }

  async function ids(query: string): Promise<string[]> {
    const res = await t.call(merchant, 'get', list(query));
    expect(res.status).toBe(200);
    return res.body.data.map((item: { id: string }) => item.id);
  }

  it('answers an empty envelope when there is nothing: total_pages 0', async () => {
    const res = await t.call(merchant, 'get', list());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toStrictEqual({ meta: { current_page: 1, limit: 10, total_pages: 0, total_objects: 0 }, data: [] });
  });

  it('gives each item in the same layout as a read', async () => {
    const [id] = await createMany(1);
    const res = await t.call(merchant, 'get', list());
    const read = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${id}`);
    expect(res.body.data).toStrictEqual([read.body]);
  });

  it('pages by 10 and starts at page 1 by default', async () => {
    const created = await createMany(12);
    const first = await t.call(merchant, 'get', list());
    expect(first.body.meta).toStrictEqual({ current_page: 1, limit: 10, total_pages: 2, total_objects: 12 });
    expect(first.body.data).toHaveLength(10);
    const second = await t.call(merchant, 'get', list('page=2'));
    expect(second.body.meta).toStrictEqual({ current_page: 2, limit: 10, total_pages: 2, total_objects: 12 });
    expect(second.body.data.map((item: { id: string }) => item.id)).toEqual(created.slice(0, 2).reverse());
  });

  it.each([
    [1, 7],
    [3, 3],
    [7, 1],
    [50, 1],
  ])('computes total_pages = ceil(total / limit): 7 items, limit %p', async (limit, totalPages) => {
    await createMany(7);
    const res = await t.call(merchant, 'get', list(`limit=${limit}`));
    expect(res.body.meta).toStrictEqual({ current_page: 1, limit, total_pages: totalPages, total_objects: 7 });
    expect(res.body.data).toHaveLength(Math.min(limit, 7));
  });

  it('answers a page past the end with no data and the correct meta', async () => {
    await createMany(3);
    const res = await t.call(merchant, 'get', list('limit=2&page=3'));
    expect(res.body).toStrictEqual({ meta: { current_page: 3, limit: 2, total_pages: 2, total_objects: 3 }, data: [] });
    const far = await t.call(merchant, 'get', list('page=1000000'));
    expect(far.body).toStrictEqual({ meta: { current_page: 1000000, limit: 10, total_pages: 1, total_objects: 3 }, data: [] });
  });

  it('lists newest first at full precision, stable across pages (25 requests, 100 ms apart, limit 7)', async () => {
    const created = await createMany(25, 100);
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await t.call(merchant, 'get', list(`limit=7&page=${page}`));
      expect(res.body.meta).toStrictEqual({ current_page: page, limit: 7, total_pages: 4, total_objects: 25 });
      expect(res.body.data).toHaveLength(page < 4 ? 7 : 4);
      seen.push(...res.body.data.map((item: { id: string }) => item.id));
    }
    expect(new Set(seen).size).toBe(25);
    expect(seen).toEqual([...created].reverse());
  });

  it('breaks ties of the same creation instant by id, the same way on every page', async () => {
    await createMany(9, 0);
    const whole = await ids('limit=50');
    const paged = [...(await ids('limit=4&page=1')), ...(await ids('limit=4&page=2')), ...(await ids('limit=4&page=3'))];
    expect(paged).toEqual(whole);
    expect(new Set(whole).size).toBe(9);
    const bytewise = [...whole].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect([bytewise, [...bytewise].reverse()]).toContainEqual(whole);
  });

  it('accepts limit 1 and 50', async () => {
    await createMany(2);
    expect((await t.call(merchant, 'get', list('limit=1'))).body.data).toHaveLength(1);
    expect((await t.call(merchant, 'get', list('limit=50'))).body.meta.limit).toBe(50);
  });

  it.each(['51', '0', '-1', 'abc', '1.5', '', '1e1', ' 5', '0x10', '99999999999999999999'])('answers 400 to limit=%p', async (value) => {
    expectProblem(await t.call(merchant, 'get', list(`limit=${encodeURIComponent(value)}`)), 400, 'bad_request');
  });

  it.each(['0', '1000001', '-1', 'abc', '1.5', ''])('answers 400 to page=%p', async (value) => {
    expectProblem(await t.call(merchant, 'get', list(`page=${encodeURIComponent(value)}`)), 400, 'bad_request');
  });

  it("never shows another merchant's requests, nor counts them", async () => {
    const other = await t.merchant('Other');
    const theirs = await createMany(3, 1000, other);
    const mine = await createMany(2);
    const res = await t.call(merchant, 'get', list('limit=50'));
    expect(res.body.meta.total_objects).toBe(2);
    expect(res.body.data.map((item: { id: string }) => item.id)).toEqual([...mine].reverse());
    expect((await t.call(merchant, 'get', list('customer_dni=V12345678'))).body.meta.total_objects).toBe(2);
    expect((await t.call(other, 'get', list())).body.data.map((item: { id: string }) => item.id)).toEqual([...theirs].reverse());
  });
});
