import { EventFeed, EventPage, EventPageQuery, StoredEvent } from '../../../application/ports/event-feed';
import { DomainEventType } from '../../../domain/events';
import { Owner } from '../../../domain/mode';
import { Database, commitHorizon } from './database';
import { fromStateJson } from './event-state';

/** An events row as the feed (and the webhook delivery queue) reads it. */
export interface EventRow {
  id: string;
  merchant_id: string;
  livemode: boolean;
  type: DomainEventType;
  created_at: Date;
  /** Set on events stored before states were kept: the object as rendered then. */
  object: unknown;
  state: unknown;
}

const COLUMNS = 'id, merchant_id, livemode, type, created_at, object, state';

/**
 * Reads the events SqlPaymentRequestRepository stores, one mode at a time, in (txid, seq) order
 * and only below the commit horizon: events whose writing transaction is older than every
 * transaction still running, so no event can later appear before one already listed (docs/architecture.md, "One
 * busy merchant"). Each statement on its own: the page's snapshot is taken after the horizon's.
 */
export class SqlEventFeed implements EventFeed {
  constructor(private readonly database: Database) {}

  findById({ merchantId, livemode }: Owner, id: string): Promise<StoredEvent | null> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<EventRow>(`SELECT ${COLUMNS} FROM events WHERE id = $1 AND merchant_id = $2 AND livemode = $3`, [
        id, merchantId, livemode,
      ]);
      return row ? toStoredEvent(row) : null;
    });
  }

  listAfter({ merchantId, livemode }: Owner, { after, type, limit }: EventPageQuery): Promise<EventPage | null> {
    return this.database.query(async (session) => {
      let cursor = { txid: '0', seq: '0' };
      if (after !== undefined) {
        const [found] = await session.rows<{ txid: string; seq: string }>(
          'SELECT txid::text AS txid, seq FROM events WHERE id = $1 AND merchant_id = $2 AND livemode = $3', [after, merchantId, livemode],
        );
        if (!found) return null;
        cursor = found;
      }
      const horizon = await commitHorizon(session);
      const rows = await session.rows<EventRow>(
        `SELECT ${COLUMNS} FROM events
          WHERE merchant_id = $1 AND livemode = $2 AND ($3::text IS NULL OR type = $3)
            AND (txid, seq) > ($4::xid8, $5::bigint) AND txid < $7::xid8
          ORDER BY txid, seq
          LIMIT $6`,
        [merchantId, livemode, type ?? null, cursor.txid, cursor.seq, limit + 1, horizon],
      );
      return { events: rows.slice(0, limit).map(toStoredEvent), hasMore: rows.length > limit };
    });
  }

  /**
   * Through events_payment_request_idx (payment_request_id, seq), the owner checked on each row.
   * The saves of one request take its row's lock before they store their events, so within one
   * request `seq` follows the commits; no horizon is needed.
   */
  listForPaymentRequest({ merchantId, livemode }: Owner, paymentRequestId: string, limit: number): Promise<EventPage> {
    return this.database.query(async (session) => {
      const rows = await session.rows<EventRow>(
        `SELECT ${COLUMNS} FROM events
          WHERE payment_request_id = $1 AND merchant_id = $2 AND livemode = $3
          ORDER BY seq
          LIMIT $4`,
        [paymentRequestId, merchantId, livemode, limit + 1],
      );
      return { events: rows.slice(0, limit).map(toStoredEvent), hasMore: rows.length > limit };
    });
  }
}

/** The event a row holds: the state it recorded, or, for an event stored before states were kept, its object exactly as stored. */
export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    livemode: row.livemode,
    type: row.type,
    createdAt: new Date(row.created_at),
    object: row.state === null ? { rendered: row.object } : fromStateJson(row.state),
  };
}
