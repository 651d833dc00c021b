import { owner } from '../support/builders';
import { PaymentRequestFilter } from '../../src/application/ports/payment-request-repository';
import { aPaymentRequest } from '../support/builders';
import { describeDatabase, secondPoolOn, useTestDatabase } from '../support/test-database';
import { ACME, JOSE, MARIA, ids, registerParties } from '../contract/payment-request-fixtures';
import { sqlRepositories } from '../contract/repositories';
import { saveWithItsEvents } from '../support/saving';

/**
 * @engine both: snapshots under concurrent commits.
 */

const HOUR = 3_600_000;
const REQUESTS = 40;
/** Every six hours over ten days, from a UTC midnight: whole days and partial days in each list. */
const CREATED = Array.from({ length: REQUESTS }, (_, i) => new Date(Date.UTC(2026, 10, 10) + i * 6 * HOUR));
const FILTERS: PaymentRequestFilter[] = [
  { status: 'waiting_for_payment' },
  // From mid-day: a partial day read from the rows, the rest from the per-day counts.
  { status: 'waiting_for_payment', createdFrom: new Date(CREATED[5].getTime() + HOUR) },
  { customerDni: MARIA.dni, status: 'waiting_for_payment' },
];

/**
 * A list answers with one statement, so its total and its page come from one snapshot: while
 * another instance cancels the requests one by one, every answer shows exactly as many waiting
 * requests as it counts, and only waiting ones.
 */
describe(`a list's total and page agree while requests change ${describeDatabase()}`, () => {
  const db = useTestDatabase();

  it('counts exactly the requests it shows, whatever commits meanwhile', async () => {
    const reader = sqlRepositories(db().database);
    const second = await secondPoolOn(db());
    const writer = sqlRepositories(second.database);
    await registerParties(reader);
    for (const [i, now] of CREATED.entries()) {
      await saveWithItsEvents(reader.paymentRequests, aPaymentRequest({ id: `preq_${i}`, customer: i % 2 ? MARIA : JOSE, now }));
    }

    const disagreements: unknown[] = [];
    const totalsSeen = new Set<number>();
    let canceling = true;
    const cancelAll = async () => {
      for (let i = 0; i < REQUESTS; i++) {
        const request = (await writer.paymentRequests.findById(owner(ACME), `preq_${i}`))!;
        request.cancel(request.createdAt);
        await saveWithItsEvents(writer.paymentRequests, request);
      }
      canceling = false;
    };
    const readWhileCanceling = async (filter: PaymentRequestFilter) => {
      while (canceling) {
        const page = await reader.paymentRequests.list(owner(ACME), filter, { limit: 50, offset: 0 });
        totalsSeen.add(page.total);
        const shown = page.items.filter((item) => item.status === 'waiting_for_payment');
        if (shown.length !== page.total || page.items.length !== page.total) {
          disagreements.push({ filter, total: page.total, items: ids(page.items) });
        }
      }
    };
    try {
      await Promise.all([cancelAll(), ...FILTERS.map(readWhileCanceling)]);
    } finally {
      await second.close();
    }

    expect(disagreements).toEqual([]);
    // The lists were read while the cancellations were under way, not only before or after them.
    expect(totalsSeen.size).toBeGreaterThan(FILTERS.length + 2);
  });
});
