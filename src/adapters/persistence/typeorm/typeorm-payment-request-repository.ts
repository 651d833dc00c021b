import { In, QueryFailedError, SelectQueryBuilder } from 'typeorm';
import {
  PageRequest,
  PaymentRequestFilter,
  PaymentRequestPage,
  PaymentRequestRepository,
} from '../../../application/ports/payment-request-repository';
import { EventWriting, eventsToStore } from '../../../application/events-to-store';
import { ConcurrentModification } from '../../../domain/errors';
import { PaymentRequest } from '../../../domain/payment-request';
import { keyWriteFor } from '../../idempotency/idempotency-context';
import { Database, Session } from './database';
import { countable, locatePage, pageAnchor } from './counted-list';
import { appendEvents } from './event-outbox';
import { toPaymentIntentRows, toPaymentRequest, toPaymentRequestRow } from './payment-request-mapper';
import { PaymentIntentRow, PaymentIntentSchema, PaymentRequestRow, PaymentRequestSchema } from './schemas';
import { writeKey } from './typeorm-idempotency-store';

/** Several reads that must agree (request, its intents, a count) share one snapshot. */
const CONSISTENT_READ = 'REPEATABLE READ';

export class TypeOrmPaymentRequestRepository implements PaymentRequestRepository {
  constructor(
    private readonly database: Database,
    private readonly eventWriting: EventWriting,
  ) {}

  findById(merchantId: string, id: string): Promise<PaymentRequest | null> {
    return this.database.transaction(async (session) => {
      const row = await session.manager.findOneBy(PaymentRequestSchema, { id, merchantId });
      return row ? (await withIntents(session, [row]))[0] : null;
    }, CONSISTENT_READ);
  }

  async save(request: PaymentRequest): Promise<void> {
    const props = request.snapshot();
    const stored = toPaymentRequestRow({ ...props, version: props.version + 1 });
    const events = eventsToStore(request, this.eventWriting);
    await this.database.transaction(async (session) => {
      if (props.version === 0) await insertNew(session, stored);
      else await updateIfStillAt(session, stored, props.version);
      const intents = toPaymentIntentRows(props);
      if (intents.length > 0) await session.manager.upsert(PaymentIntentSchema, intents, ['id']);
      // The Idempotency-Key's answer commits with the change it answers, or not at all.
      const keyWrite = keyWriteFor(request);
      if (keyWrite) await writeKey(session, keyWrite);
      await appendEvents(session, request.id, events); // last: it holds the merchant's event lock until the commit
    });
    request.markSaved();
  }

  list(merchantId: string, filter: PaymentRequestFilter, page: PageRequest): Promise<PaymentRequestPage> {
    return this.database.transaction(async (session) => {
      const newestFirst = (query: SelectQueryBuilder<PaymentRequestRow>) =>
        query.orderBy('pr.createdAt', 'DESC').addOrderBy('pr.id', 'DESC').limit(page.limit);
      const query = session.manager.createQueryBuilder(PaymentRequestSchema, 'pr');
      applyFilter(query.where('pr.merchantId = :merchantId', { merchantId }), filter);
      if (!countable(filter)) {
        // A customer's requests are few: their index counts and skips them quickly.
        const [rows, total] = await newestFirst(query).offset(page.offset).getManyAndCount();
        return { items: await withIntents(session, rows), total };
      }
      const start = await locatePage(session, merchantId, filter, page.offset);
      if (start.before === null) return { items: [], total: start.total };
      const rows = await newestFirst(query.andWhere(`(pr.created_at, pr.id) <= (${pageAnchor(filter)})`, {
        pageBefore: start.before,
        skip: start.skip,
      })).getMany();
      return { items: await withIntents(session, rows), total: start.total };
    }, CONSISTENT_READ);
  }

  findWithPendingIntents(startedBefore: Date, limit: number): Promise<PaymentRequest[]> {
    return this.database.transaction(async (session) => {
      const stuck = await session.rows<{ payment_request_id: string }>(
        `SELECT payment_request_id FROM payment_intents
          WHERE status = 'pending' AND created_at < $1
          GROUP BY payment_request_id
          ORDER BY min(created_at), payment_request_id
          LIMIT $2`,
        [startedBefore, limit],
      );
      if (stuck.length === 0) return [];
      const order = stuck.map((row) => row.payment_request_id);
      const rows = await session.manager.findBy(PaymentRequestSchema, { id: In(order) });
      rows.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
      return withIntents(session, rows);
    }, CONSISTENT_READ);
  }

  findExpired(at: Date, limit: number): Promise<PaymentRequest[]> {
    return this.database.transaction(async (session) => {
      const rows = await session.manager
        .createQueryBuilder(PaymentRequestSchema, 'pr')
        .where("pr.status = 'waiting_for_payment'")
        .andWhere('pr.expiresAt <= :at', { at })
        .orderBy('pr.expiresAt', 'ASC')
        .addOrderBy('pr.id', 'ASC')
        .limit(limit)
        .getMany();
      return withIntents(session, rows);
    }, CONSISTENT_READ);
  }
}

async function insertNew(session: Session, row: PaymentRequestRow): Promise<void> {
  try {
    await session.manager.insert(PaymentRequestSchema, row);
  } catch (error) {
    // Someone stored this id first: the caller's version-0 copy is stale.
    if (violates(error, 'payment_requests_pkey')) throw new ConcurrentModification(row.id);
    throw error;
  }
}

async function updateIfStillAt(session: Session, row: PaymentRequestRow, expectedVersion: number): Promise<void> {
  const updated = await session.rows(
    `UPDATE payment_requests
        SET description = $4, amount_cents = $5, rate = $6, conversion_amount_cents = $7,
            status = $8, updated_at = $9, expires_at = $10, canceled_at = $11, cancellation_reason = $12,
            version = version + 1
      WHERE id = $1 AND merchant_id = $2 AND version = $3
      RETURNING id`,
    [row.id, row.merchantId, expectedVersion, row.description, row.amountCents, row.rate,
      row.conversionAmountCents, row.status, row.updatedAt, row.expiresAt, row.canceledAt, row.cancellationReason],
  );
  if (updated.length === 0) throw new ConcurrentModification(row.id);
}

function applyFilter(query: SelectQueryBuilder<PaymentRequestRow>, filter: PaymentRequestFilter): void {
  if (filter.status !== undefined) query.andWhere('pr.status = :status', { status: filter.status });
  if (filter.customerDni !== undefined) query.andWhere('pr.customerDni = :dni', { dni: filter.customerDni });
  if (filter.customerEmail !== undefined) {
    query.andWhere('lower(pr.customerEmail) = lower(:email)', { email: filter.customerEmail });
  }
  if (filter.createdFrom !== undefined) query.andWhere('pr.createdAt >= :from', { from: filter.createdFrom });
  if (filter.createdBefore !== undefined) query.andWhere('pr.createdAt < :before', { before: filter.createdBefore });
}

async function withIntents(session: Session, rows: PaymentRequestRow[]): Promise<PaymentRequest[]> {
  if (rows.length === 0) return [];
  const intents = await session.manager.findBy(PaymentIntentSchema, { paymentRequestId: In(rows.map((r) => r.id)) });
  const byRequest = new Map<string, PaymentIntentRow[]>();
  for (const intent of intents) {
    byRequest.set(intent.paymentRequestId, [...(byRequest.get(intent.paymentRequestId) ?? []), intent]);
  }
  return rows.map((row) => toPaymentRequest(row, byRequest.get(row.id) ?? []));
}

function violates(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const cause = error.driverError as { code?: string; constraint?: string };
  return cause.code === '23505' && cause.constraint === constraint;
}
