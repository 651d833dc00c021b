import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, expectProblem, newCustomer, payByC2p } from './helpers';

/**
 * The list path with a query built from pairs, so brackets and odd values are encoded as a browser would.
 * @engine both: the list's filters in SQL.
 */
const list = (...pairs: [string, string][]) => `${PAYMENT_REQUESTS}?${new URLSearchParams(pairs).toString()}`;

describe(`GET /api/v1/payment_requests: filters ${describeDatabase()}`, () => {
  const clock = new FixedClock();
  let t: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((t = started), (merchant = acme)), { overrides: { clock } });

  async function createAt(instant: string, overrides: Record<string, unknown> = {}): Promise<string> {
    clock.set(instant);
    return (await createPaymentRequest(t, merchant, overrides)).id;
  }

  /** The ids a filtered list answers (limit 50), after checking the envelope counts them. */
  async function matching(...pairs: [string, string][]): Promise<string[]> {
    const res = await t.call(merchant, 'get', list(['limit', '50'], ...pairs));
    expect(res.status).toBe(200);
    expect(res.body.meta.total_objects).toBe(res.body.data.length);
    expect(res.body.meta.total_pages).toBe(res.body.data.length === 0 ? 0 : 1);
    return res.body.data.map((item: { id: string }) => item.id).sort();
  }

  const sorted = (...ids: string[]) => [...ids].sort();

  it('filters by status', async () => {
    const paid = await createAt('2026-11-22T13:00:00Z');
    const waiting = [await createAt('2026-11-22T13:01:00Z'), await createAt('2026-11-22T13:02:00Z')];
    await payByC2p(t, merchant, paid);

    expect(await matching(['status', 'paid'])).toEqual([paid]);
    expect(await matching(['status', 'waiting_for_payment'])).toEqual(sorted(...waiting));
    expect(await matching(['status', 'waiting_for_payment_confirmation'])).toEqual([]);
    expect(await matching(['status', 'canceled'])).toEqual([]);
  });

  it('matches customer_dni exactly: no prefixes, no wildcards, case kept', async () => {
    const ana = await createAt('2026-11-22T13:00:00Z', { customer: newCustomer('V12345678') });
    const longer = await createAt('2026-11-22T13:01:00Z', { customer: newCustomer('V123456789') });
    await createAt('2026-11-22T13:02:00Z', { customer: newCustomer('E12345678') });

    expect(await matching(['customer_dni', 'V12345678'])).toEqual([ana]);
    expect(await matching(['customer_dni', 'V123456789'])).toEqual([longer]);
    for (const probe of ['V1234567', 'v12345678', 'V12345678 ', '%', 'V1234567_', "V12345678' OR '1'='1"]) {
      expect(await matching(['customer_dni', probe])).toEqual([]);
    }
  });

  it('matches customer_email ignoring case, and nothing else', async () => {
    const ana = await createAt('2026-11-22T13:00:00Z', { customer: newCustomer('V12345678', 'Ana.Perez@Example.com') });
    await createAt('2026-11-22T13:01:00Z', { customer: newCustomer('V87654321', 'ana.perez@example.co') });

    expect(await matching(['customer_email', 'Ana.Perez@Example.com'])).toEqual([ana]);
    expect(await matching(['customer_email', 'ANA.PEREZ@EXAMPLE.COM'])).toEqual([ana]);
    expect(await matching(['customer_email', 'ana.perez@example.com'])).toEqual([ana]);
    for (const probe of ['ana.perez@example', '%@example.com', 'ana_perez@example.com', 'Ana.Perez']) {
      expect(await matching(['customer_email', probe])).toEqual([]);
    }
  });

  describe('created_at, in America/Caracas (UTC-4)', () => {
    let day20: string;
    let day21: string[];
    let day22: string[];
    let day23: string;

    beforeEach(async () => {
      day20 = await createAt('2026-11-20T12:00:00Z');
      day21 = [await createAt('2026-11-21T04:00:00.000Z'), await createAt('2026-11-22T03:30:00Z'), await createAt('2026-11-22T03:59:59.999Z')];
      day22 = [await createAt('2026-11-22T04:00:00.000Z'), await createAt('2026-11-23T03:59:59.999Z')];
      day23 = await createAt('2026-11-23T04:00:00.000Z');
    });

    it('takes created_at=YYYY-MM-DD as that calendar day in the business time zone', async () => {
      expect(await matching(['created_at', '2026-11-21'])).toEqual(sorted(...day21));
      expect(await matching(['created_at', '2026-11-22'])).toEqual(sorted(...day22));
      expect(await matching(['created_at', '2026-11-20'])).toEqual([day20]);
      expect(await matching(['created_at', '2026-11-24'])).toEqual([]);
    });

    it('takes created_at[start] alone as that day and every later one', async () => {
      expect(await matching(['created_at[start]', '2026-11-22'])).toEqual(sorted(...day22, day23));
    });

    it('takes created_at[end] alone as that day and every earlier one', async () => {
      expect(await matching(['created_at[end]', '2026-11-21'])).toEqual(sorted(day20, ...day21));
    });

    it('takes both ends as an inclusive range', async () => {
      expect(await matching(['created_at[start]', '2026-11-21'], ['created_at[end]', '2026-11-22'])).toEqual(sorted(...day21, ...day22));
      expect(await matching(['created_at[start]', '2026-11-23'], ['created_at[end]', '2026-11-23'])).toEqual([day23]);
    });

    it('combines every filter with AND and counts only matches in meta', async () => {
      const res = await t.call(merchant, 'get', list(['created_at', '2026-11-21'], ['limit', '2'], ['customer_dni', 'V12345678'], ['status', 'waiting_for_payment']));
      expect(res.body.meta).toStrictEqual({ current_page: 1, limit: 2, total_pages: 2, total_objects: 3 });
      expect(await matching(['created_at', '2026-11-21'], ['status', 'paid'])).toEqual([]);
      expect(await matching(['created_at', '2026-11-21'], ['customer_email', 'someone@else.example'])).toEqual([]);
    });
  });

  describe('400 bad_request', () => {
    it.each<[string, [string, string][]]>([
      ['an unknown status', [['status', 'pending']]],
      ['a status in capitals', [['status', 'PAID']]],
      ['an impossible date', [['created_at', '2026-02-30']]],
      ['a month 13', [['created_at', '2026-13-01']]],
      ['a day without zero padding', [['created_at', '2026-1-5']]],
      ['a timestamp instead of a day', [['created_at', '2026-11-21T00:00:00Z']]],
      ['an impossible range start', [['created_at[start]', '2026-02-29']]],
      ['an impossible range end', [['created_at[end]', 'yesterday']]],
      ['start after end', [['created_at[start]', '2026-11-22'], ['created_at[end]', '2026-11-21']]],
      ['a day and a range together', [['created_at', '2026-11-21'], ['created_at[start]', '2026-11-21']]],
      ['an unknown range key', [['created_at[from]', '2026-11-21']]],
      ['an unknown query parameter', [['sort', 'created_at']]],
      ['an unknown parameter beside valid ones', [['status', 'paid'], ['merchant_id', 'mer_x']]],
      ['a repeated status', [['status', 'paid'], ['status', 'paid']]],
      ['a repeated limit', [['limit', '5'], ['limit', '5']]],
      ['a repeated created_at', [['created_at', '2026-11-21'], ['created_at', '2026-11-22']]],
      ['customer_dni as an array', [['customer_dni[]', 'V12345678']]],
      ['customer_email as an object', [['customer_email[x]', 'a@b.c']]],
      ['an empty customer_dni', [['customer_dni', '']]],
    ])('answers 400 to %s', async (_what, pairs) => {
      expectProblem(await t.call(merchant, 'get', list(...pairs)), 400, 'bad_request');
    });

    it('accepts 29 February in a leap year', async () => {
      expect(await matching(['created_at', '2028-02-29'])).toEqual([]);
    });
  });
});
