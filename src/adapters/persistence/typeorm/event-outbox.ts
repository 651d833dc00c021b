import { StoredEvent } from '../../../application/ports/event-feed';
import { Session } from './database';

/**
 * Stores a save's events in ONE statement, inside the save's transaction: plain inserts that lock
 * nothing another write of the merchant needs. Each event takes its number from one sequence for
 * every event, in the order the save lists them, and records the writing transaction (the columns'
 * defaults); the feed lists them once that transaction is older than every one still running
 * (docs/OPERATING.md, "One busy merchant").
 *
 * The same statement queues the webhook deliveries (README, "Webhook delivery"): one per event and
 * enabled endpoint of the merchant, in the events' mode, subscribed to its type, due at once, so an
 * event is never stored without them.
 */
export async function appendEvents(session: Session, paymentRequestId: string, events: readonly StoredEvent[]): Promise<void> {
  if (events.length === 0) return;
  const { merchantId, livemode } = events[0];
  const rows = events.map((event) => ({ id: event.id, type: event.type, created_at: event.createdAt.toISOString(), object: event.object }));
  await session.rows(
    `WITH stored AS (
       INSERT INTO events (id, merchant_id, livemode, type, payment_request_id, created_at, object)
       SELECT e.value->>'id', $1, $4, e.value->>'type', $2, (e.value->>'created_at')::timestamptz, e.value->'object'
         FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(value, position)
        ORDER BY e.position
       RETURNING id, type, created_at
     )
     INSERT INTO webhook_deliveries (event_id, endpoint_id, merchant_id, event_type, event_created_at, status, next_attempt_at, created_at)
     SELECT stored.id, w.id, $1, stored.type, stored.created_at, 'pending', stored.created_at, stored.created_at
       FROM stored JOIN webhook_endpoints w ON w.merchant_id = $1 AND w.livemode = $4 AND w.status = 'enabled' AND (w.events IS NULL OR stored.type = ANY (w.events))`,
    [merchantId, paymentRequestId, JSON.stringify(rows), livemode],
  );
}
