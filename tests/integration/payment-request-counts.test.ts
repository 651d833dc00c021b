import { ConcurrentModification } from '../../src/domain/errors';
import { PaymentRequest } from '../../src/domain/payment-request';
import { aPaymentIntentFor, aPaymentRequest } from '../support/builders';
import { describeDatabase, useTestDatabase } from '../support/test-database';
import { ACME, HOUR, JOSE, MARIA, MARIA_AT_OTHER, OTHER, at, registerParties } from '../contract/payment-request-fixtures';
import { Repositories, typeOrmRepositories } from '../contract/repositories';
import { saveWithItsEvents } from '../support/saving';

const MINUTE = 60_000;

/**
 * The list's totals come from payment_request_counts: after any mix of concurrent changes, they
 * must equal what count(*) finds, per merchant, status and UTC day.
 */
describe(`the list counts under concurrent changes ${describeDatabase()}`, () => {
  const db = useTestDatabase();
  let repositories: Repositories;

  beforeEach(async () => {
    await db().reset();
    repositories = typeOrmRepositories(db().database);
    await registerParties(repositories);
  });

  const kept = () =>
    db().dataSource.query(
      `SELECT merchant_id, status, day::text AS day, n::int AS n FROM payment_request_counts WHERE n > 0 ORDER BY 1, 2, 3`,
    );
  const counted = () =>
    db().dataSource.query(
      `SELECT merchant_id, status, (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS n
         FROM payment_requests GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    );
  const save = (request: PaymentRequest) => saveWithItsEvents(repositories.paymentRequests, request);
  const reload = async (request: PaymentRequest) => (await repositories.paymentRequests.findById(request.owner, request.id))!;

  /** Spread over three UTC days, some of them exactly at midnight, for two merchants. */
  const issued = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      aPaymentRequest({
        merchantId: i % 5 === 0 ? OTHER : ACME,
        customer: i % 5 === 0 ? MARIA_AT_OTHER : i % 2 ? MARIA : JOSE,
        now: i % 7 === 0 ? new Date(Date.UTC(2026, 10, 22 + (i % 3))) : at((i - 30) * 47 * MINUTE),
        expiresAt: i % 4 === 0 ? at((i - 30) * 47 * MINUTE + HOUR) : null,
      }),
    );

  it('equal count(*) after parallel creates, payments, declines, cancels and expiries', async () => {
    const requests = issued(60);
    await Promise.all(requests.map(save));
    const stored = await Promise.all(requests.map(reload));

    await Promise.all(
      stored.map(async (request, i) => {
        const settled = i % 3 === 0 ? 'approved' : i % 3 === 1 ? 'declined' : null;
        if (i % 4 === 0 && request.expire(at(400 * HOUR)) === null) return save(request);
        if (i % 5 === 1 && request.cancel(request.createdAt) === null) return save(request);
        const intent = aPaymentIntentFor(request);
        if (request.beginPayment(intent, request.createdAt)) return;
        await save(request);
        if (settled === null) return; // stays waiting for confirmation
        const again = await reload(request);
        again.settlePayment(intent.id, settled === 'approved' ? { status: 'approved', gatewayReference: `REF-${i}` } : { status: 'declined', declineCode: 'insufficient_funds' }, request.createdAt);
        await save(again);
      }),
    );

    const statuses = new Set((await counted()).map((row: { status: string }) => row.status));
    expect(statuses).toEqual(new Set(['waiting_for_payment', 'waiting_for_payment_confirmation', 'paid', 'canceled']));
    expect(await kept()).toEqual(await counted());
  });

  it('count only the change that won when two copies of a request race', async () => {
    const requests = issued(20);
    await Promise.all(requests.map(save));
    const stale = await Promise.all(requests.map(async (request) => [await reload(request), await reload(request)] as const));

    const outcomes = await Promise.allSettled(
      stale.flatMap(([first, second], i) => {
        first.cancel(first.createdAt);
        second.beginPayment(aPaymentIntentFor(second, { id: `pi_race_${i}` }), second.createdAt);
        return [save(first), save(second)];
      }),
    );

    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(requests.length);
    for (const outcome of refused) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrentModification);
    expect(await kept()).toEqual(await counted());
  });
});
