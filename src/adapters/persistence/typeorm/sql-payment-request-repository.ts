import { QueryFailedError } from 'typeorm';
import {
  GatewayFilter,
  PageRequest,
  PaymentRequestFilter,
  PaymentRequestPage,
  PaymentRequestRepository,
  ReportedTransfer,
} from '../../../application/ports/payment-request-repository';
import { UnitOfWork } from '../../../application/ports/unit-of-work';
import { CustomerChanged } from '../../../application/ports/customer-repository';
import { ConcurrentModification, TransferAlreadyUsed } from '../../../domain/errors';
import { Owner } from '../../../domain/mode';
import { PaymentRequest } from '../../../domain/payment-requests';
import { PaymentMethod } from '../../../domain/payment-intent';
import { NOT_PROCESSED } from '../../../domain/payment-outcome';
import { Database, Session } from './database';
import { ListRow, listStatement } from './list-statement';
import { toPaymentIntentRows, toPaymentRequestRow, toRefundRows } from './payment-request-mapper';
import {
  PaymentRequestWithIntents, SELECT_BY_REFUND, SELECT_WITH_INTENTS, WITH_INTENTS, fromRowWithIntents,
} from './payment-request-with-intents';
import { saveStatement } from './save-statement';

/** Several reads that must agree (request, its intents, a count) share one snapshot. */
const CONSISTENT_READ = 'REPEATABLE READ';

export class SqlPaymentRequestRepository implements PaymentRequestRepository {
  /** `deliveriesQueued` is told, once a save has committed, that it queued webhook deliveries. */
  constructor(
    private readonly database: Database,
    private readonly deliveriesQueued: () => void = () => undefined,
  ) {}

  /** One statement (one snapshot, no transaction): the request with its intents. */
  findById(owner: Owner, id: string): Promise<PaymentRequest | null> {
    return this.findOne(SELECT_WITH_INTENTS, owner, id);
  }

  findByRefundId(owner: Owner, refundId: string): Promise<PaymentRequest | null> {
    return this.findOne(SELECT_BY_REFUND, owner, refundId);
  }

  private findOne(statement: string, owner: Owner, id: string): Promise<PaymentRequest | null> {
    return this.database.query(async (session) => {
      const [row] = await session.prepared<PaymentRequestWithIntents>(statement, [id, owner.merchantId, owner.livemode]);
      return row ? fromRowWithIntents(row) : null;
    });
  }

  async save(request: PaymentRequest, { events, idempotencyKey, customerAsRead }: UnitOfWork): Promise<void> {
    const { version } = request;
    // Only a new request copies its customer; an update never checks it.
    const customerCheck = version === 0 ? customerAsRead : undefined;
    const { sql, params } = saveStatement({
      row: toPaymentRequestRow(request, version + 1),
      expectedVersion: version === 0 ? null : version,
      intents: toPaymentIntentRows(request),
      refunds: toRefundRows(request),
      idempotencyKey,
      events,
      ...(customerCheck && { customerAsRead: customerCheck }),
    });
    const store = (session: Session) => session.prepared<{ saved: number; queued: number }>(sql, params);
    const [{ saved, queued }] = await this.database.query(store).catch((error: unknown) => {
      // Someone stored this id first: the caller's version-0 copy is stale.
      if (violates(error, 'payment_requests_pkey')) throw new ConcurrentModification(request.id);
      if (violates(error, 'payment_intents_one_use_per_transfer_idx')) throw new TransferAlreadyUsed(request.id);
      throw error;
    });
    if (saved === 0) {
      // A new request is refused only by its customer's check: another id is a key violation above.
      throw customerCheck ? new CustomerChanged(customerCheck.id) : new ConcurrentModification(request.id);
    }
    request.markSaved();
    if (queued > 0) this.deliveriesQueued();
  }

  /** One statement (one snapshot, no transaction): the total, the page and its intents. */
  list(owner: Owner, filter: PaymentRequestFilter, page: PageRequest): Promise<PaymentRequestPage> {
    const { sql, params } = listStatement(owner, filter, page);
    return this.database.query(async (session) => {
      const rows = await session.rows<ListRow>(sql, params);
      const items = rows.flatMap((row) => (row.id === null ? [] : [fromRowWithIntents(row)]));
      return { items, total: rows[0].total };
    });
  }

  findWithPendingIntents(startedBefore: Date, limit: number, gateways?: GatewayFilter, method?: PaymentMethod): Promise<PaymentRequest[]> {
    const params: unknown[] = [startedBefore, limit];
    // A payment intent is asked about through its bank account when it has one (its route key), else its gateway.
    const byGateway = !gateways ? ''
      : 'among' in gateways ? 'AND coalesce(bank_account_id, gateway_id) = ANY($3)'
      : 'AND (gateway_id IS NULL OR coalesce(bank_account_id, gateway_id) <> ALL($3))';
    if (gateways) params.push('among' in gateways ? gateways.among : gateways.outside);
    if (method) params.push(method);
    const byMethod = method ? `AND method = $${params.length}` : '';
    return this.database.transaction(async (session) => {
      const stuck = await session.rows<{ payment_request_id: string }>(
        `SELECT payment_request_id FROM payment_intents
          WHERE status = 'pending' AND created_at < $1 ${byGateway} ${byMethod}
          GROUP BY payment_request_id
          ORDER BY min(created_at), payment_request_id
          LIMIT $2`,
        params,
      );
      return inOrder(session, stuck.map((row) => row.payment_request_id));
    }, CONSISTENT_READ);
  }

  findWithPendingRefunds(startedBefore: Date, limit: number, gatewayIds: readonly string[]): Promise<PaymentRequest[]> {
    return this.database.transaction(async (session) => {
      const stuck = await session.rows<{ payment_request_id: string }>(
        `SELECT payment_request_id FROM refunds
          WHERE status = 'pending' AND created_at < $1 AND coalesce(bank_account_id, gateway_id) = ANY($3)
          GROUP BY payment_request_id
          ORDER BY min(created_at), payment_request_id
          LIMIT $2`,
        [startedBefore, limit, gatewayIds],
      );
      return inOrder(session, stuck.map((row) => row.payment_request_id));
    }, CONSISTENT_READ);
  }

  findLateChargesToSettle(intentIds: readonly string[]): Promise<PaymentRequest[]> {
    if (intentIds.length === 0) return Promise.resolve([]);
    return this.database.transaction(async (session) => {
      const judged = await session.rows<{ payment_request_id: string }>(
        `SELECT DISTINCT payment_request_id FROM payment_intents pi
          WHERE id = ANY($1)
            AND ((status = 'rejected' AND decline_code = $2)
              OR (duplicate AND NOT EXISTS (SELECT 1 FROM refunds WHERE payment_intent_id = pi.id AND status <> 'failed')))
          ORDER BY payment_request_id`,
        [intentIds, NOT_PROCESSED],
      );
      return inOrder(session, judged.map((row) => row.payment_request_id));
    }, CONSISTENT_READ);
  }

  findBookedRefundsToSettle(gatewayId: string, refundIds: readonly string[]): Promise<PaymentRequest[]> {
    if (refundIds.length === 0) return Promise.resolve([]);
    return this.database.transaction(async (session) => {
      const booked = await session.rows<{ payment_request_id: string }>(
        `SELECT DISTINCT payment_request_id FROM refunds
          WHERE id = ANY($1) AND coalesce(bank_account_id, gateway_id) = $2 AND status IN ('pending', 'failed')
          ORDER BY payment_request_id`,
        [refundIds, gatewayId],
      );
      return inOrder(session, booked.map((row) => row.payment_request_id));
    }, CONSISTENT_READ);
  }

  async holdsBankReference(gatewayId: string, gatewayReference: string, exceptIntentId: string): Promise<boolean> {
    const rows = await this.database.query((session) => session.rows(
      `SELECT 1 FROM payment_intents
        WHERE coalesce(bank_account_id, gateway_id) = $1 AND reference_id = $2 AND status = 'succeeded' AND id <> $3
        LIMIT 1`,
      [gatewayId, gatewayReference, exceptIntentId],
    ));
    return rows.length > 0;
  }

  /** Rare (a bank's "already confirmed" answer): no index of its own, it reads the route's p2p payment intents. */
  async firstReportOf(routeKey: string, transfer: ReportedTransfer): Promise<string | null> {
    const rows = await this.database.query((session) => session.rows<{ id: string }>(
      `SELECT id FROM payment_intents
        WHERE coalesce(bank_account_id, gateway_id) = $1 AND method = 'p2p' AND status IN ('pending', 'succeeded')
          AND instrument->>'phoneNumber' = $2 AND instrument->>'bankCode' = $3 AND instrument->>'paidOn' = $4
          AND (right(instrument->>'reference', length($5)) = $5 OR right($5, length(instrument->>'reference')) = instrument->>'reference')
        ORDER BY status = 'succeeded' DESC, created_at, id
        LIMIT 1`,
      [routeKey, transfer.phoneNumber, transfer.bankCode, transfer.paidOn, transfer.reference],
    ));
    return rows[0]?.id ?? null;
  }

  /** One statement: one snapshot, no transaction. */
  findExpired(at: Date, limit: number): Promise<PaymentRequest[]> {
    return this.database.query(async (session) => {
      const rows = await session.rows<PaymentRequestWithIntents>(
        `SELECT ${WITH_INTENTS} FROM payment_requests pr
          WHERE pr.status = 'waiting_for_payment' AND pr.expires_at <= $1
          ORDER BY pr.expires_at, pr.id LIMIT $2`,
        [at, limit],
      );
      return rows.map(fromRowWithIntents);
    });
  }
}

/** The requests `ids`, in that order, with their intents and refunds. */
async function inOrder(session: Session, ids: string[]): Promise<PaymentRequest[]> {
  if (ids.length === 0) return [];
  const rows = await session.rows<PaymentRequestWithIntents>(
    `SELECT ${WITH_INTENTS} FROM payment_requests pr WHERE pr.id = ANY($1)`,
    [ids],
  );
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return rows.map(fromRowWithIntents);
}

function violates(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const cause = error.driverError as { code?: string; constraint?: string };
  return cause.code === '23505' && cause.constraint === constraint;
}
