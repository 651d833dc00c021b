import { EventFeed, EventPage, EventPageQuery, StoredEvent } from '../../../application/ports/event-feed';
import { DomainEventType } from '../../../domain/events';
import { Owner } from '../../../domain/mode';
import { Database } from './database';

interface EventRow {
  id: string;
  merchant_id: string;
  livemode: boolean;
  type: DomainEventType;
  created_at: Date;
  object: unknown;
}

const COLUMNS = 'id, merchant_id, livemode, type, created_at, object';

/** Reads the events TypeOrmPaymentRequestRepository stores, in the order of the merchant's sequence, one mode at a time. */
export class TypeOrmEventFeed implements EventFeed {
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
    return this.database.transaction(async (session) => {
      let afterSeq = '0';
      if (after !== undefined) {
        const [found] = await session.rows<{ seq: string }>('SELECT seq FROM events WHERE id = $1 AND merchant_id = $2 AND livemode = $3', [
          after, merchantId, livemode,
        ]);
        if (!found) return null;
        afterSeq = found.seq;
      }
      const rows = await session.rows<EventRow>(
        `SELECT ${COLUMNS} FROM events
          WHERE merchant_id = $1 AND livemode = $5 AND seq > $2 AND ($3::text IS NULL OR type = $3)
          ORDER BY seq
          LIMIT $4`,
        [merchantId, afterSeq, type ?? null, limit + 1, livemode],
      );
      return { events: rows.slice(0, limit).map(toStoredEvent), hasMore: rows.length > limit };
    });
  }
}

function toStoredEvent(row: EventRow): StoredEvent {
  return { id: row.id, merchantId: row.merchant_id, livemode: row.livemode, type: row.type, createdAt: new Date(row.created_at), object: row.object };
}
