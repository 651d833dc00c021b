import { owner } from '../support/builders';
import fc from 'fast-check';
import { PaymentRequestFilter } from '../../src/application/ports/payment-request-repository';
import { PAYMENT_REQUEST_STATUSES } from '../../src/domain/payment-requests';
import { aPaymentIntentFor, aPaymentRequest } from '../support/builders';
import { describeDatabase, useTestDatabase } from '../support/test-database';
import { ACME, JOSE, MARIA, MARIA_AT_OTHER, OTHER, ids, registerParties } from '../contract/payment-request-fixtures';
import { Repositories, sqlRepositories } from '../contract/repositories';
import { saveWithItsEvents } from '../support/saving';

/**
 * @engine both: the counts and the list's SQL.
 */

const HOUR = 3_600_000;
const DAYS = [19, 20, 21, 22, 23].map((day) => Date.UTC(2026, 10, day));
/** Where the counts' UTC days and the business days (America/Caracas, UTC-4) begin, and just before. */
const EDGES = DAYS.flatMap((midnight) => [midnight, midnight - 1, midnight + 4 * HOUR, midnight + 4 * HOUR - 1]);
/** When the stored requests were created: many on the edges, several at the very same instant. */
const CREATED = fc.sample(
  fc.oneof(fc.constantFrom(...EDGES), fc.integer({ min: DAYS[0] - 2 * HOUR, max: DAYS[4] + 2 * HOUR })),
  { numRuns: 120, seed: 11 },
);

/**
 * The list's total and page come from per-day counts and a short skip inside one day; a plain
 * count(*) and OFFSET over the same filter must always give the same answer.
 */
describe(`list totals and pages against count(*) and OFFSET ${describeDatabase()}`, () => {
  const db = useTestDatabase();
  let repositories: Repositories;

  beforeAll(async () => {
    repositories = sqlRepositories(db().database);
    await registerParties(repositories);
    for (const [i, ms] of CREATED.entries()) {
      const request = aPaymentRequest({ merchantId: i % 9 === 0 ? OTHER : ACME, customer: i % 9 === 0 ? MARIA_AT_OTHER : i % 2 ? MARIA : JOSE, now: new Date(ms) });
      if (i % 4 === 1) request.beginPayment(aPaymentIntentFor(request), request.createdAt);
      await saveWithItsEvents(repositories.paymentRequests, request);
      // Some change status after they were stored, moving their count from one status to another.
      if (i % 4 === 2) {
        const stored = (await repositories.paymentRequests.findById(request.owner, request.id))!;
        stored.cancel(stored.createdAt);
        await saveWithItsEvents(repositories.paymentRequests, stored);
      }
      if (i % 4 === 3) {
        const stored = (await repositories.paymentRequests.findById(request.owner, request.id))!;
        const intent = aPaymentIntentFor(stored);
        stored.beginPayment(intent, stored.createdAt);
        stored.settlePayment(intent.id, { status: 'approved', gatewayReference: `REF-${i}` }, stored.createdAt);
        await saveWithItsEvents(repositories.paymentRequests, stored);
      }
    }
  });

  const instant = () =>
    fc.oneof(
      fc.constantFrom(...EDGES),
      fc.constantFrom(...CREATED),
      fc.integer({ min: DAYS[0] - 3 * HOUR, max: DAYS[4] + 3 * HOUR }),
    ).map((ms) => new Date(ms));
  const filters: fc.Arbitrary<PaymentRequestFilter> = fc.record(
    {
      status: fc.constantFrom(...PAYMENT_REQUEST_STATUSES),
      customerDni: fc.constantFrom(MARIA.dni, JOSE.dni, 'V00000000'),
      customerEmail: fc.constantFrom(MARIA.email, JOSE.email.toLowerCase(), JOSE.email.toUpperCase()),
      createdFrom: instant(),
      createdBefore: instant(),
    },
    { requiredKeys: [] },
  );

  async function expected(filter: PaymentRequestFilter, limit: number, offset: number) {
    const params: unknown[] = [ACME];
    const where = [
      filter.status !== undefined && `status = $${params.push(filter.status)}`,
      filter.customerDni !== undefined && `customer_dni = $${params.push(filter.customerDni)}`,
      filter.customerEmail !== undefined && `lower(customer_email) = lower($${params.push(filter.customerEmail)})`,
      filter.createdFrom !== undefined && `created_at >= $${params.push(filter.createdFrom)}`,
      filter.createdBefore !== undefined && `created_at < $${params.push(filter.createdBefore)}`,
    ].filter(Boolean);
    const matching = `FROM payment_requests WHERE merchant_id = $1 ${where.map((clause) => `AND ${clause}`).join(' ')}`;
    const [{ total }] = await db().dataSource.query(`SELECT count(*)::int AS total ${matching}`, params);
    const rows = await db().dataSource.query(
      `SELECT id ${matching} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    return { ids: rows.map((row: { id: string }) => row.id), total };
  }

  it('gives the exact total and the same page as OFFSET, for every filter and page', async () => {
    await fc.assert(
      fc.asyncProperty(filters, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 120 }), async (filter, limit, offset) => {
        const page = await repositories.paymentRequests.list(owner(ACME), filter, { limit, offset });
        expect({ ids: ids(page.items), total: page.total }).toEqual(await expected(filter, limit, offset));
      }),
      { numRuns: 300 },
    );
  });

  it('finds every page of the whole list in order, each request once', async () => {
    const { total } = await expected({}, 1, 0);
    const seen: string[] = [];
    for (let offset = 0; offset < total + 7; offset += 7) {
      seen.push(...ids((await repositories.paymentRequests.list(owner(ACME), {}, { limit: 7, offset })).items));
    }
    expect(seen).toEqual((await expected({}, total, 0)).ids);
  });
});
