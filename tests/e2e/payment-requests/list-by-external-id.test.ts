import { FixedClock } from '../../support/fakes';
import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, expectProblem, payByC2p } from './helpers';

/**
 * @engine both: the list's filters in SQL.
 */

const list = (...pairs: [string, string][]) => `${PAYMENT_REQUESTS}?${new URLSearchParams(pairs).toString()}`;

describe(`GET /api/v1/payment_requests?external_id= ${describeDatabase()}`, () => {
  const clock = new FixedClock();
  let t: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((t = started), (merchant = acme)), { overrides: { clock } });

  /** Each request a second after the one before, so "newest first" is one order. */
  async function create(caller: TestMerchant, externalId: string | null): Promise<string> {
    clock.advanceSeconds(1);
    return (await createPaymentRequest(t, caller, { external_id: externalId })).id;
  }

  async function listed(caller: TestMerchant, ...pairs: [string, string][]): Promise<{ ids: string[]; total: number }> {
    const res = await t.call(caller, 'get', list(...pairs));
    expect(res.status).toBe(200);
    return { ids: res.body.data.map((item: { id: string }) => item.id), total: res.body.meta.total_objects };
  }

  it('finds the requests created with exactly that external_id, newest first', async () => {
    const first = await create(merchant, 'order-1001');
    await create(merchant, 'order-10010');
    await create(merchant, 'ORDER-1001');
    await create(merchant, null);
    const second = await create(merchant, 'order-1001');

    expect(await listed(merchant, ['external_id', 'order-1001'])).toEqual({ ids: [second, first], total: 2 });
    const [only] = (await t.call(merchant, 'get', list(['external_id', 'order-1001'], ['limit', '1']))).body.data;
    expect(only).toMatchObject({ id: second, external_id: 'order-1001' });
  });

  it('finds nothing for an external_id no request has: no prefixes, no wildcards', async () => {
    await create(merchant, 'order-1001');
    for (const probe of ['order-999', 'order-100', 'order-%', 'order-100_', 'order-1001 ']) {
      expect(await listed(merchant, ['external_id', probe])).toEqual({ ids: [], total: 0 });
    }
  });

  it("never finds another merchant's requests, nor the other mode's", async () => {
    const other = await t.merchant('Other');
    await create(other, 'order-1001');
    const live = await create(withLiveKey(merchant), 'order-1001');

    expect(await listed(merchant, ['external_id', 'order-1001'])).toEqual({ ids: [], total: 0 });
    expect(await listed(withLiveKey(merchant), ['external_id', 'order-1001'])).toEqual({ ids: [live], total: 1 });
  });

  it('combines with status and pages', async () => {
    const paid = await create(merchant, 'order-1001');
    await payByC2p(t, merchant, paid);
    const waiting = [await create(merchant, 'order-1001'), await create(merchant, 'order-1001')].reverse();
    await create(merchant, 'order-2002');

    expect(await listed(merchant, ['external_id', 'order-1001'], ['status', 'paid'])).toEqual({ ids: [paid], total: 1 });
    expect(await listed(merchant, ['external_id', 'order-1001'], ['status', 'waiting_for_payment'])).toEqual({ ids: waiting, total: 2 });
    expect(await listed(merchant, ['external_id', 'order-2002'], ['status', 'paid'])).toEqual({ ids: [], total: 0 });
    const second = await t.call(merchant, 'get', list(['external_id', 'order-1001'], ['limit', '2'], ['page', '2']));
    expect(second.body.meta).toStrictEqual({ current_page: 2, limit: 2, total_pages: 2, total_objects: 3 });
    expect(second.body.data.map((item: { id: string }) => item.id)).toEqual([paid]);
  });

  it('accepts any external_id the create body accepts, up to 255 characters', async () => {
    const longest = 'x'.repeat(255);
    const id = await create(merchant, longest);
    const accented = await create(merchant, 'pedido ñandú #7');
    const emoji = await create(merchant, '📦'.repeat(255));

    expect(await listed(merchant, ['external_id', longest])).toEqual({ ids: [id], total: 1 });
    expect(await listed(merchant, ['external_id', '📦'.repeat(255)])).toEqual({ ids: [emoji], total: 1 });
    expect(await listed(merchant, ['external_id', 'pedido ñandú #7'])).toEqual({ ids: [accented], total: 1 });
  });

  describe('a bad external_id is a 400 bad_request naming it, like the other list filters', () => {
    it.each<[string, [string, string][]]>([
      ['an empty one', [['external_id', '']]],
      ['one longer than 255 characters', [['external_id', 'x'.repeat(256)]]],
      ['one with a control character', [['external_id', 'order\u00001001']]],
      ['one with a bidirectional override', [['external_id', 'order\u202E1001']]],
      ['one given twice', [['external_id', 'a'], ['external_id', 'a']]],
      ['one given as an array', [['external_id[]', 'a']]],
    ])('%s', async (_what, pairs) => {
      const res = await t.call(merchant, 'get', list(...pairs));
      expectProblem(res, 400, 'bad_request');
      expect(res.body.detail).toMatch(/external_id/);
    });

    it('and is refused the same way by create', async () => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, { amount: 1, description: 'd', external_id: 'x'.repeat(256), customer: { dni: 'V12345678' } });
      expect(res.status).toBe(422);
    });
  });
});
