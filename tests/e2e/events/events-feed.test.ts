import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { createPaymentRequest } from '../checkouts/checkout-support';
import { EVENTS_PATH, feed, typesOf } from './events-support';

/**
 * @engine both: the feed below the commit horizon.
 */

describe('the events feed', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  async function createdRequests(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await createPaymentRequest(app, merchant)).id);
    return ids;
  }

  const requestIds = (events: Record<string, any>[]) => events.map((event) => event.data.object.id);

  it('gives 20 events by default, oldest first, and says more follow', async () => {
    const ids = await createdRequests(21);

    const page = await feed(app, merchant);

    expect(requestIds(page.data)).toEqual(ids.slice(0, 20));
    expect(page.has_more).toBe(true);
  });

  it('a poller asking with after = the last id it saw gets every event once, in order, then an empty page', async () => {
    const ids = await createdRequests(5);

    const first = await feed(app, merchant, '?limit=2');
    const second = await feed(app, merchant, `?limit=2&after=${first.data[1].id}`);
    const third = await feed(app, merchant, `?after=${second.data[1].id}&limit=2`);
    const nothingNew = await feed(app, merchant, `?after=${third.data[0].id}&limit=2`);

    expect(requestIds([...first.data, ...second.data, ...third.data])).toEqual(ids);
    expect([first.has_more, second.has_more, third.has_more]).toEqual([true, true, false]);
    expect(nothingNew).toEqual({ data: [], has_more: false });

    const [later] = await createdRequests(1);
    expect(requestIds((await feed(app, merchant, `?after=${third.data[0].id}`)).data)).toEqual([later]);
  });

  it('filters by type, and accepts limit=100', async () => {
    const [id] = await createdRequests(2);
    await app.call(merchant, 'patch', `/api/v1/payment_requests/${id}`, { amount: 5 });

    const updates = await feed(app, merchant, '?type=payment_request.updated&limit=100');

    expect(typesOf(updates.data)).toEqual(['payment_request.updated']);
    expect(updates.data[0].data.object).toMatchObject({ id, main_amount: { amount: 5 } });
  });

  describe('merchant isolation', () => {
    it("never shows another merchant's events, by list or by id, nor starts after one of them", async () => {
      await createdRequests(1);
      const other = await app.merchant('Other');
      await createPaymentRequest(app, other);
      const [theirs] = (await feed(app, other)).data;

      const ours = await feed(app, merchant);
      const byId = await app.call(merchant, 'get', `${EVENTS_PATH}/${theirs.id}`);
      const after = await app.call(merchant, 'get', `${EVENTS_PATH}?after=${theirs.id}`);

      expect(ours.data).toHaveLength(1);
      expect(ours.data[0].id).not.toBe(theirs.id);
      expect([byId.status, byId.body.code]).toEqual([404, 'not_found']);
      expect([after.status, after.body.code]).toEqual([400, 'bad_request']);
    });
  });

  describe('bad requests', () => {
    it.each([
      ['limit=0'],
      ['limit=101'],
      ['limit=1.5'],
      ['limit=abc'],
      ['limit=-1'],
      ['type=payment_request.refunded'],
      ['types=payment_request.paid'],
      ['limit=5&limit=6'],
      ['type=payment_request.paid&type=payment_request.updated'],
      ['after=evt_' + 'Z'.repeat(24)],
      ['after=not-an-event'],
      ['after[gt]=evt_x'],
    ])('?%s is a 400 bad_request', async (query) => {
      const res = await app.call(merchant, 'get', `${EVENTS_PATH}?${query}`);

      expect([res.status, res.body.code]).toEqual([400, 'bad_request']);
      expect(res.body.detail).toEqual(expect.any(String));
    });

    it.each(['evt_' + 'Z'.repeat(24), 'preq_abc', 'evt_../x'])('GET /events/%s is a 404 not_found', async (id) => {
      const res = await app.call(merchant, 'get', `${EVENTS_PATH}/${encodeURIComponent(id)}`);

      expect([res.status, res.body.code]).toEqual([404, 'not_found']);
    });
  });
});
