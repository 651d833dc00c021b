import { StoredEvent } from '../../application/ports/event-feed';
import { DomainEventType } from '../../domain/events';
import { Database, commitHorizon } from '../persistence/typeorm/database';
import { SigningSecrets } from './webhook-signature';

/** A delivery this instance holds the lease on, with what its attempt needs. */
export interface ClaimedDelivery {
  event: StoredEvent;
  endpointId: string;
  url: string;
  secrets: SigningSecrets;
  /** The number of this attempt (1 = first). The outcome is recorded only while it is still current. */
  attempt: number;
}

export interface ClaimRequest {
  limit: number;
  /** At most this many attempts in flight per endpoint, counting `inFlight`. */
  perEndpoint: number;
  /** Attempts this instance already has in flight, by endpoint id. */
  inFlight: ReadonlyMap<string, number>;
  /** At most this many attempts in flight per merchant, counting `inFlightByMerchant`. */
  perMerchant: number;
  /** Attempts this instance already has in flight, by merchant id. */
  inFlightByMerchant: ReadonlyMap<string, number>;
  leaseSeconds: number;
}

/** How an attempt ends the delivery, or when the next one is due. */
export type DeliveryOutcome =
  | { status: 'succeeded'; responseStatus: number }
  | { status: 'pending'; responseStatus: number | null; retryInSeconds: number }
  | { status: 'failed'; responseStatus: number | null };

/** An events row's columns, as the events feed reads them. */
export interface EventColumns {
  id: string;
  merchant_id: string;
  livemode: boolean;
  type: DomainEventType;
  created_at: Date;
  object: unknown;
  state: unknown;
}

interface ClaimRow {
  event_id: string;
  endpoint_id: string;
  attempts: number;
  merchant_id: string;
  livemode: boolean;
  type: DomainEventType;
  created_at: Date;
  object: unknown;
  state: unknown;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
}

/**
 * The webhook_deliveries table as a queue shared by every instance (see the webhooks migration for
 * the lease design). Times are the database's, so instances with skewed clocks agree on what is due.
 */
export class WebhookDeliveryQueue {
  constructor(
    private readonly database: Database,
    /** The event an events row holds, read as the events feed reads it. */
    private readonly readEvent: (row: EventColumns) => StoredEvent,
  ) {}

  /**
   * Claims up to `limit` due deliveries of enabled endpoints, at most `perEndpoint` per endpoint and
   * `perMerchant` per merchant in flight, merchants in turn (each one's oldest first, then each one's
   * second…), so that one merchant's backlog never crowds out another's first delivery. Only events
   * the feed already lists (below the commit horizon, docs/architecture.md "One busy merchant") are sent, so an
   * event's id from a webhook is a safe `after` for the feed. Each claim
   * counts an attempt and moves next_attempt_at to the lease's end, under SKIP LOCKED so two instances
   * never claim the same row. Held deliveries (of disabled endpoints) are outside the due index.
   */
  claimDue({ limit, perEndpoint, inFlight, perMerchant, inFlightByMerchant, leaseSeconds }: ClaimRequest): Promise<ClaimedDelivery[]> {
    if (limit <= 0) return Promise.resolve([]);
    return this.database.transaction(async (session) => {
      const horizon = await commitHorizon(session);
      const rows = await session.rows<ClaimRow>(
        `WITH due AS (
           SELECT d.event_id, d.endpoint_id, d.next_attempt_at, d.merchant_id,
                  row_number() OVER (PARTITION BY d.endpoint_id ORDER BY d.next_attempt_at, d.event_id) \
+ COALESCE(busy.in_flight, 0) AS endpoint_rank
             FROM webhook_deliveries d
             JOIN webhook_endpoints w ON w.id = d.endpoint_id AND w.status = 'enabled'
             JOIN events e ON e.id = d.event_id AND e.txid < $9::xid8
             LEFT JOIN unnest($1::text[], $2::int[]) AS busy (endpoint_id, in_flight) ON busy.endpoint_id = d.endpoint_id
            WHERE d.status = 'pending' AND NOT d.held AND d.next_attempt_at <= now()
         ), fair AS (
           SELECT due.event_id, due.endpoint_id, due.next_attempt_at,
                  row_number() OVER (PARTITION BY due.merchant_id ORDER BY due.next_attempt_at, due.event_id) \
+ COALESCE(mine.in_flight, 0) AS merchant_rank
             FROM due
             LEFT JOIN unnest($6::text[], $7::int[]) AS mine (merchant_id, in_flight) ON mine.merchant_id = due.merchant_id
            WHERE due.endpoint_rank <= $3
         ), candidates AS (
           SELECT event_id, endpoint_id FROM fair WHERE merchant_rank <= $8 ORDER BY merchant_rank, next_attempt_at LIMIT $4
         ), locked AS (
           SELECT d.event_id, d.endpoint_id
             FROM webhook_deliveries d JOIN candidates c ON c.event_id = d.event_id AND c.endpoint_id = d.endpoint_id
            WHERE d.status = 'pending' AND NOT d.held AND d.next_attempt_at <= now()
              FOR UPDATE OF d SKIP LOCKED
         )
         UPDATE webhook_deliveries d
            SET attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => $5), last_attempt_at = now()
           FROM locked, events e, webhook_endpoints w
          WHERE d.event_id = locked.event_id AND d.endpoint_id = locked.endpoint_id AND e.id = d.event_id AND w.id = d.endpoint_id
         RETURNING d.event_id, d.endpoint_id, d.attempts, e.merchant_id, e.livemode, e.type, e.created_at, e.object, e.state,
                   w.url, w.secret, w.previous_secret, w.previous_secret_expires_at`,
        [
          [...inFlight.keys()], [...inFlight.values()], perEndpoint, limit, leaseSeconds,
          [...inFlightByMerchant.keys()], [...inFlightByMerchant.values()], perMerchant, horizon,
        ],
      );
      return rows.map((row) => this.toClaim(row));
    });
  }

  /**
   * Records attempts' outcomes in one statement; for each, false (nothing changed) when its claim is
   * no longer current (its lease ended and another attempt was claimed).
   */
  recordAll(results: ReadonlyArray<{ claim: ClaimedDelivery; outcome: DeliveryOutcome }>): Promise<boolean[]> {
    if (results.length === 0) return Promise.resolve([]);
    return this.database.transaction(async (session) => {
      const rows = await session.rows<{ event_id: string; endpoint_id: string }>(
        `UPDATE webhook_deliveries d
            SET status = o.status,
                next_attempt_at = CASE WHEN o.status = 'pending' THEN now() + make_interval(secs => o.retry_in) END,
                last_response_status = o.response_status
           FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::float8[], $6::int[])
                AS o (event_id, endpoint_id, attempts, status, retry_in, response_status)
          WHERE d.event_id = o.event_id AND d.endpoint_id = o.endpoint_id AND d.attempts = o.attempts AND d.status = 'pending'
         RETURNING d.event_id, d.endpoint_id`,
        [
          results.map((r) => r.claim.event.id),
          results.map((r) => r.claim.endpointId),
          results.map((r) => r.claim.attempt),
          results.map((r) => r.outcome.status),
          results.map((r) => (r.outcome.status === 'pending' ? r.outcome.retryInSeconds : null)),
          results.map((r) => r.outcome.responseStatus),
        ],
      );
      const recorded = new Set(rows.map((row) => `${row.event_id} ${row.endpoint_id}`));
      return results.map((r) => recorded.has(`${r.claim.event.id} ${r.claim.endpointId}`));
    });
  }

  /** Pending deliveries of enabled endpoints that are due and not in flight. */
  dueCount(): Promise<number> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<{ due: string }>(
        `SELECT count(*) AS due FROM webhook_deliveries d WHERE d.status = 'pending' AND NOT d.held AND d.next_attempt_at <= now()`,
      );
      return Number(row.due);
    });
  }

  private toClaim({ event_id: id, merchant_id, livemode, type, created_at, object, state, ...row }: ClaimRow): ClaimedDelivery {
    return {
      event: this.readEvent({ id, merchant_id, livemode, type, created_at, object, state }),
      endpointId: row.endpoint_id,
      url: row.url,
      secrets: {
        current: row.secret,
        previous: row.previous_secret,
        previousExpiresAt: row.previous_secret_expires_at ? new Date(row.previous_secret_expires_at) : null,
      },
      attempt: row.attempts,
    };
  }
}
