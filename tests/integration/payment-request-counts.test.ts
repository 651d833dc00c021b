import { ConcurrentModification } from '../../src/domain/errors';
import { PaymentRequest } from '../../src/domain/payment-requests';
import { aPaymentIntentFor, aPaymentRequest } from '../support/builders';
import { describeDatabase, useTestDatabase } from '../support/test-database';
import { ACME, HOUR, JOSE, MARIA, MARIA_AT_OTHER, OTHER, at, registerParties } from '../contract/payment-request-fixtures';
import { Repositories, sqlRepositories } from '../contract/repositories';
import { saveWithItsEvents } from '../support/saving';
import { foldCountChanges } from '../../src/adapters/persistence/typeorm/count-folding';

/**
 * @engine both: the counts under concurrent changes.
 */

const MINUTE = 60_000;

/**
 * The list's totals come from payment_request_tallies (the counts, and the changes not folded into
 * them yet): after any mix of concurrent changes, folded into the counts while they happen, they
 * must equal what count(*) finds, per merchant, status and UTC day; and once everything is folded,
 * so must the counts alone.
 */
describe(`the list counts under concurrent changes ${describeDatabase()}`, () => {
  const db = useTestDatabase();
  let repositories: Repositories;

  beforeEach(async () => {
    await db().reset();
    repositories = sqlRepositories(db().database);
    await registerParties(repositories);
  });

  const tallied = () =>
    db().dataSource.query(
      `SELECT merchant_id, status, day::text AS day, sum(n)::int AS n FROM payment_request_tallies GROUP BY 1, 2, 3 HAVING sum(n) > 0 ORDER BY 1, 2, 3`,
    );
  const folded = () =>
    db().dataSource.query(
      `SELECT merchant_id, status, day::text AS day, n::int AS n FROM payment_request_counts WHERE n > 0 ORDER BY 1, 2, 3`,
    );
  /** Folds the changes again and again while `changes` runs; how many folds moved something. */
  async function foldingWhile(changes: Promise<unknown>): Promise<number> {
    let changing = true;
    void changes.finally(() => (changing = false)).catch(() => undefined);
    let productive = 0;
    while (changing) if ((await foldCountChanges(db().database)) > 0) productive++;
    await changes;
    return productive;
  }
  /** The tallies, then (after a last fold) the counts alone, against count(*). */
  async function expectExactCounts(): Promise<void> {
    const truth = await counted();
    expect(await tallied()).toEqual(truth);
    await foldCountChanges(db().database);
    expect(await folded()).toEqual(truth);
    expect(await db().dataSource.query('SELECT count(*)::int AS n FROM payment_request_count_changes')).toEqual([{ n: 0 }]);
  }
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

    const change = async (request: PaymentRequest, i: number) => {
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
    };
    // Three waves, each folded while it runs and after it: folds run between changes whatever the scheduling.
    let folds = 0;
    for (const wave of [0, 1, 2]) {
      folds += await foldingWhile(Promise.all(stored.flatMap((request, i) => (i % 3 === wave ? [change(request, i)] : []))));
      if ((await foldCountChanges(db().database)) > 0) folds++;
    }

    const statuses = new Set((await counted()).map((row: { status: string }) => row.status));
    expect(statuses).toEqual(new Set(['waiting_for_payment', 'waiting_for_payment_confirmation', 'paid', 'canceled']));
    // Folds ran between the changes, not only before or after them.
    expect(folds).toBeGreaterThan(1);
    await expectExactCounts();
  });

  it('count only the change that won when two copies of a request race', async () => {
    const requests = issued(20);
    await Promise.all(requests.map(save));
    const stale = await Promise.all(requests.map(async (request) => [await reload(request), await reload(request)] as const));

    let outcomes: PromiseSettledResult<void>[] = [];
    await foldingWhile(
      Promise.allSettled(
        stale.flatMap(([first, second], i) => {
          first.cancel(first.createdAt);
          second.beginPayment(aPaymentIntentFor(second, { id: `pi_race_${i}` }), second.createdAt);
          return [save(first), save(second)];
        }),
      ).then((settled) => (outcomes = settled)),
    );

    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(requests.length);
    for (const outcome of refused) expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrentModification);
    await expectExactCounts();
  });
});
