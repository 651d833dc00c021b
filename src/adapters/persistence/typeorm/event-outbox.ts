import { StoredEvent } from '../../../application/ports/event-feed';
import { Session } from './database';

/**
 * Stores a save's events, numbered from the merchant's sequence, in ONE statement that must be the
 * last of the save's transaction. The UPDATE locks the merchant's row until the commit, so the
 * transaction that takes number n has committed (or rolled back, giving n back) before any other
 * can take n + 1: numbers become visible in order, and a reader that has seen n + 1 can never later
 * find an n it skipped. The lock is held only for this statement and the commit.
 */
export async function appendEvents(session: Session, paymentRequestId: string, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const merchantId = events[0].merchantId;
  const rows = events.map((event) => ({ id: event.id, type: event.type, created_at: event.createdAt.toISOString(), object: event.object }));
  await session.rows(
    `WITH taken AS (
       UPDATE merchants SET event_seq = event_seq + $3 WHERE id = $1 RETURNING event_seq
     )
     INSERT INTO events (id, merchant_id, seq, type, payment_request_id, created_at, object)
     SELECT e.value->>'id', $1, taken.event_seq - $3 + e.position, e.value->>'type', $2,
            (e.value->>'created_at')::timestamptz, e.value->'object'
       FROM taken, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS e(value, position)`,
    [merchantId, paymentRequestId, events.length, JSON.stringify(rows)],
  );
}
