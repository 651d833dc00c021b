import { BusinessCalendar } from '../../../src/application/business-calendar';
import {
  DEFAULT_PAGE_SIZE,
  ListPaymentRequests,
  ListPaymentRequestsQuery,
} from '../../../src/application/payment-requests/list-payment-requests';
import { InMemoryPaymentRequestRepository } from '../../../src/adapters/persistence/in-memory/in-memory-payment-request-repository';
import { PaymentRequest } from '../../../src/domain/payment-requests';
import { MERCHANT_ID, OTHER_MERCHANT_ID, aPaidPaymentRequest, aPaymentRequest, owner } from '../../support/builders';
import { saveWithItsEvents } from '../../support/saving';

const MINUTE = 60_000;
const START = Date.parse('2026-11-01T12:00:00Z');

async function listOf(stored: PaymentRequest[], zone = 'America/Caracas') {
  const requests = new InMemoryPaymentRequestRepository();
  // Store copies: the same requests serve several tests, each with its own repository.
  for (const request of stored) await saveWithItsEvents(requests, PaymentRequest.rehydrate({ ...request.snapshot(), version: 0 }));
  const list = new ListPaymentRequests(new BusinessCalendar(zone), requests);
  return (query: Partial<ListPaymentRequestsQuery> = {}) =>
    list.execute({ owner: owner(MERCHANT_ID), page: 1, limit: DEFAULT_PAGE_SIZE, ...query });
}

/** `count` requests one minute apart, oldest first. */
function requestsMadeMinutesApart(count: number): PaymentRequest[] {
  return Array.from({ length: count }, (_, i) => aPaymentRequest({ now: new Date(START + i * MINUTE) }));
}

const createdAt = (iso: string) => aPaymentRequest({ now: new Date(iso) });
const ids = (items: PaymentRequest[]) => items.map((r) => r.id);

describe('paging through payment requests', () => {
  it('pages hold 10 by default, newest first', async () => {
    const stored = requestsMadeMinutesApart(25);
    const list = await listOf(stored);
    const page = await list();
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(ids(page.items)).toEqual(ids(stored.slice(15).reverse()));
    expect(page).toMatchObject({ page: 1, limit: 10, totalObjects: 25, totalPages: 3 });
  });

  it('the last page holds what is left, and all pages together hold every request once', async () => {
    const stored = requestsMadeMinutesApart(25);
    const list = await listOf(stored);
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page })));
    expect(pages[2].items).toHaveLength(5);
    expect(pages.flatMap((p) => ids(p.items))).toEqual(ids([...stored].reverse()));
  });

  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [20, 10, 2],
    [7, 1, 7],
    [50, 50, 1],
    [51, 50, 2],
  ])('%i requests at %i a page make %i pages', async (total, limit, totalPages) => {
    const list = await listOf(requestsMadeMinutesApart(total));
    const page = await list({ limit });
    expect(page.totalObjects).toBe(total);
    expect(page.totalPages).toBe(totalPages);
  });

  it('a page past the end is empty but still tells how many there are', async () => {
    const list = await listOf(requestsMadeMinutesApart(12));
    const page = await list({ page: 3 });
    expect(page.items).toEqual([]);
    expect(page).toMatchObject({ page: 3, limit: 10, totalObjects: 12, totalPages: 2 });
  });

  it('requests created in the same instant keep one order across pages, by id', async () => {
    const sameInstant = Array.from({ length: 5 }, () => aPaymentRequest({ now: new Date(START) }));
    const list = await listOf(sameInstant);
    const pages = await Promise.all([1, 2, 3].map((page) => list({ page, limit: 2 })));
    const seen = pages.flatMap((p) => ids(p.items));
    expect(seen).toEqual(ids(sameInstant).sort().reverse());
  });

  it('never shows another merchant\'s requests, nor counts them', async () => {
    const ours = aPaymentRequest();
    const list = await listOf([ours, aPaymentRequest({ merchantId: OTHER_MERCHANT_ID })]);
    const page = await list();
    expect(ids(page.items)).toEqual([ours.id]);
    expect(page.totalObjects).toBe(1);
  });
});

describe('filtering payment requests', () => {
  it('by status', async () => {
    const waiting = aPaymentRequest();
    const paid = aPaidPaymentRequest();
    const list = await listOf([waiting, paid]);
    expect(ids((await list({ status: 'paid' })).items)).toEqual([paid.id]);
    expect(ids((await list({ status: 'waiting_for_payment' })).items)).toEqual([waiting.id]);
    expect((await list({ status: 'canceled' })).totalPages).toBe(0);
  });

  it('by customer dni, exactly, and by email, whatever its case', async () => {
    const maria = aPaymentRequest({ customer: { id: 'cus_1', dni: 'V12345678', email: 'Maria@Example.com' } });
    const jose = aPaymentRequest({ customer: { id: 'cus_2', dni: 'V87654321', email: 'jose@example.com' } });
    const list = await listOf([maria, jose]);
    expect(ids((await list({ customerDni: 'V12345678' })).items)).toEqual([maria.id]);
    expect((await list({ customerDni: 'v12345678' })).items).toEqual([]);
    expect(ids((await list({ customerEmail: 'MARIA@example.COM' })).items)).toEqual([maria.id]);
  });
});

describe('filtering by the day of creation, in the business time zone', () => {
  const lateEvening = createdAt('2026-11-22T03:30:00.000Z'); // 23:30 on the 21st in Caracas
  const lastMoment = createdAt('2026-11-22T03:59:59.999Z'); // 23:59:59.999 on the 21st in Caracas
  const midnight = createdAt('2026-11-22T04:00:00.000Z'); // 00:00 on the 22nd in Caracas
  const morning = createdAt('2026-11-22T13:30:00.000Z'); // 09:30 on the 22nd in Caracas
  const all = [lateEvening, lastMoment, midnight, morning];

  it('a request created at 2026-11-22T03:30Z belongs to 2026-11-21 in Caracas', async () => {
    const list = await listOf(all);
    const on21 = await list({ createdOn: { start: '2026-11-21', end: '2026-11-21' } });
    const on22 = await list({ createdOn: { start: '2026-11-22', end: '2026-11-22' } });
    expect(ids(on21.items)).toEqual(ids([lastMoment, lateEvening]));
    expect(ids(on22.items)).toEqual(ids([morning, midnight]));
  });

  it('the same request belongs to 2026-11-22 when the business runs on UTC', async () => {
    const list = await listOf(all, 'UTC');
    const on21 = await list({ createdOn: { start: '2026-11-21', end: '2026-11-21' } });
    expect(on21.items).toEqual([]);
  });

  it('either end of a range may be open, and both ends are inclusive', async () => {
    const list = await listOf(all);
    expect(ids((await list({ createdOn: { start: '2026-11-22' } })).items)).toEqual(ids([morning, midnight]));
    expect(ids((await list({ createdOn: { end: '2026-11-21' } })).items)).toEqual(ids([lastMoment, lateEvening]));
    expect((await list({ createdOn: { start: '2026-11-21', end: '2026-11-22' } })).totalObjects).toBe(4);
  });

  it('a day with nothing in it gives an empty list with 0 pages', async () => {
    const list = await listOf(all);
    const page = await list({ createdOn: { start: '2026-11-23', end: '2026-11-23' } });
    expect(page).toMatchObject({ items: [], totalObjects: 0, totalPages: 0 });
  });

  it('filters combine with paging', async () => {
    const list = await listOf(all);
    const page = await list({ createdOn: { start: '2026-11-21', end: '2026-11-22' }, limit: 3, page: 2 });
    expect(ids(page.items)).toEqual([lateEvening.id]);
    expect(page).toMatchObject({ totalObjects: 4, totalPages: 2 });
  });
});
