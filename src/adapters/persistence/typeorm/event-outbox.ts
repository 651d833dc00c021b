import { StoredEvent } from '../../../application/ports/event-feed';
import { toStateJson } from './event-state';
import { numbered } from './statement-part';

/**
 * Stores a save's events as the last part of the save's one statement (see save-statement.ts):
 * plain inserts that lock nothing another write of the merchant needs. Each event takes its number
 * from one sequence for every event, in the order the save lists them, and records the writing
 * transaction (the columns' defaults); the feed lists them once that transaction is older than
 * every one still running (docs/architecture.md, "One busy merchant").
 *
 * The same statement queues the webhook deliveries (docs/api-and-webhooks.md, "Webhook delivery"): one per event and
 * enabled endpoint of the merchant, in the events' mode, subscribed to its type, due at once, so an
 * event is never stored without them. The values are eventValues'; in eventTexts they are numbered
 * after `paramsBefore`, and `when` (a WHERE clause) decides whether the events are stored at all.
 */
export interface EventTexts {
  /** CTEs to put after WITH (and a comma after other CTEs). */
  ctes: string;
  /** The statement that follows them. */
  statement: string;
}

/** The parameters of the events' writes: the events' merchant, request, the events as one JSON array, their mode. */
export function eventValues(paymentRequestId: string, events: readonly StoredEvent[]): unknown[] {
  const { merchantId, livemode } = events[0];
  const rows = events.map((event) => {
    if ('rendered' in event.object) throw new Error(`event ${event.id} is rendered: a save stores the state an event records`);
    return { id: event.id, type: event.type, created_at: event.createdAt.toISOString(), state: toStateJson(event.object) };
  });
  return [merchantId, paymentRequestId, JSON.stringify(rows), livemode];
}

/** The text of the events' writes, its parameters numbered after `paramsBefore`. */
export function eventTexts(paramsBefore: number, when: string): EventTexts {
  const [merchant, request, list, mode] = numbered(paramsBefore, 4);
  return {
    ctes: `stored AS (
       INSERT INTO events (id, merchant_id, livemode, type, payment_request_id, created_at, state)
       SELECT e.value->>'id', ${merchant}, ${mode}, e.value->>'type', ${request}, (e.value->>'created_at')::timestamptz, e.value->'state'
         FROM jsonb_array_elements(${list}::jsonb) WITH ORDINALITY AS e(value, position)
        ${when}
        ORDER BY e.position
       RETURNING id, type, created_at
     )`,
    statement: `INSERT INTO webhook_deliveries \
(event_id, endpoint_id, merchant_id, event_type, event_created_at, status, next_attempt_at, created_at)
     SELECT stored.id, w.id, ${merchant}, stored.type, stored.created_at, 'pending', stored.created_at, stored.created_at
       FROM stored JOIN webhook_endpoints w
         ON w.merchant_id = ${merchant} AND w.livemode = ${mode} AND w.status = 'enabled' \
AND (w.events IS NULL OR stored.type = ANY (w.events))`,
  };
}
