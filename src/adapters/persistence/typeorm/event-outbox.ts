import { StoredEvent } from '../../../application/ports/event-feed';
import { Session } from './database';

/**
 * Stores a save's events, numbered from the merchant's sequence, in ONE statement that must be the
 * last of the save's transaction. The UPDATE locks the merchant's row until the commit, so the
 * transaction that takes number n has committed (or rolled back, giving n back) before any other
 * can take n + 1: numbers become visible in order, and a reader that has seen n + 1 can never later
 * find an n it skipped. The lock is held only for this statement and the commit.
 *
 * The same statement queues the webhook deliveries (README, "Webhook delivery"): one per event and
 * enabled endpoint of the merchant, in the events' mode, subscribed to its type, due at once, so an event is never stored
 * without them.
 */
export async function appendEvents(session: Session, paymentRequestId: string, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const { merchantId, livemode } = events[0];
  const rows = events.map((event) => ({ id: event.id, type: event.type, created_at: event.createdAt.toISOString(), object: event.object }));
  await session.rows(
    `WITH taken AS (
       UPDATE merchants SET event_seq = event_seq + $3 WHERE id = $1 RETURNING event_seq
     ), stored AS (
       INSERT INTO events (id, merchant_id, livemode, seq, type, payment_request_id, created_at, object)
       SELECT e.value->>'id', $1, $5, taken.event_seq - $3 + e.position, e.value->>'type', $2,
              (e.value->>'created_at')::timestamptz, e.value->'object'
         FROM taken, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS e(value, position)
       RETURNING id, type, created_at
     )
     INSERT INTO webhook_deliveries (event_id, endpoint_id, merchant_id, event_type, event_created_at, status, next_attempt_at, created_at)
     SELECT stored.id, w.id, $1, stored.type, stored.created_at, 'pending', stored.created_at, stored.created_at
       FROM stored JOIN webhook_endpoints w ON w.merchant_id = $1 AND w.livemode = $5 AND w.status = 'enabled' AND (w.events IS NULL OR stored.type = ANY (w.events))`,
    [merchantId, paymentRequestId, events.length, JSON.stringify(rows), livemode],
  );
}
