/**
 * The lean baseline's C2P checkout: the same three statements the service runs, with no framework
 * around them, so that the checkouts section can say what this machine allows at all:
 * - the request, read with the service's own statement (its attempts counted from it);
 * - the claim: the request moves to waiting_for_payment_confirmation and gets a pending attempt, in one
 *   statement that only a request still waiting for payment passes (committed before the bank is asked);
 * - the bank: a timer of SANDBOX_LATENCY_MS, like the service's sandbox bank;
 * - the record: the request paid, its attempt succeeded, its `payment_request.paid` event and the
 *   event's webhook deliveries, in one statement.
 */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { SELECT_WITH_INTENTS } from '../src/adapters/persistence/typeorm/payment-request-with-intents';

const READ = { name: 'lean_checkout_read', text: SELECT_WITH_INTENTS };

/** The CTE that queues the webhook deliveries of the events in CTE `stored`, for the merchant and mode in these parameters. */
export const deliveriesOfStored = (merchant: string, mode: string) => `deliveries AS (
      INSERT INTO webhook_deliveries (event_id, endpoint_id, merchant_id, event_type, event_created_at, status, next_attempt_at, created_at)
      SELECT stored.id, w.id, ${merchant}, stored.type, stored.created_at, 'pending', stored.created_at, stored.created_at
        FROM stored JOIN webhook_endpoints w
          ON w.merchant_id = ${merchant} AND w.livemode = ${mode} AND w.status = 'enabled' AND (w.events IS NULL OR stored.type = ANY (w.events))
    )`;

/** $1 request, $2 merchant, $3 mode, $4 now, $5 intent id, $6 attempt number, $7 instrument. */
const CLAIM = {
  name: 'lean_claim',
  text: `WITH saved AS (
      UPDATE payment_requests SET status = 'waiting_for_payment_confirmation', updated_at = $4, version = version + 1
       WHERE id = $1 AND merchant_id = $2 AND livemode = $3 AND status = 'waiting_for_payment'
      RETURNING id, conversion_amount_cents
    )
    INSERT INTO payment_intents (id, payment_request_id, merchant_id, attempt_number, amount_cents, currency, status, method,
       instrument, gateway_id, created_at, duplicate)
    SELECT $5, id, $2, $6, conversion_amount_cents, 'VES', 'pending', 'c2p', $7, 'sandbox', $4, false FROM saved
    RETURNING id`,
};

/** $1 request, $2 merchant, $3 mode, $4 now, $5 intent id, $6 bank reference, $7 event id, $8 the event's object. */
const RECORD = {
  name: 'lean_record',
  text: `WITH saved AS (
      UPDATE payment_requests SET status = 'paid', updated_at = $4, version = version + 1
       WHERE id = $1 AND merchant_id = $2 AND status = 'waiting_for_payment_confirmation' RETURNING id
    ), intent AS (
      UPDATE payment_intents SET status = 'succeeded', reference_id = $6, resolved_at = $4
       WHERE id = $5 AND EXISTS (SELECT 1 FROM saved)
    ), stored AS (
      INSERT INTO events (id, merchant_id, livemode, type, payment_request_id, created_at, object)
      SELECT $7, $2, $3, 'payment_request.paid', id, $4, $8::jsonb FROM saved
      RETURNING id, type, created_at
    ), ${deliveriesOfStored('$2', '$3')}
    SELECT count(*)::int AS saved FROM saved`,
};

export interface CheckoutBody {
  payment: { payment_request_id: string; phone_number: string; issuer_payer_id: string; issuer_bank_id: string; otp_token: string };
}

/** Runs a named statement as the service runs its prepared ones (raw-baseline.ts, `prepared`); rows typed as pg types them. */
export type RunPrepared = (statement: { name: string; text: string }, values: unknown[]) => Promise<{ rows: any[] }>;

export interface LeanCheckout {
  prepared: RunPrepared;
  latencyMs: number;
  id: (prefix: string) => string;
  /** The management view of a request row, as the lean read answers it. */
  render: (row: Record<string, unknown>) => Record<string, unknown>;
}

/** The paid request's view, or the status and code of a refusal. */
export async function payByC2p(
  { prepared, latencyMs, id, render }: LeanCheckout,
  owner: { merchantId: string; livemode: boolean },
  { payment }: CheckoutBody,
): Promise<{ status: number; body: unknown }> {
  const requestId = payment.payment_request_id;
  const { rows } = await prepared(READ, [requestId, owner.merchantId, owner.livemode]);
  const row = rows[0] as (Record<string, unknown> & { intents: unknown[] }) | undefined;
  if (!row) return { status: 404, body: { code: 'not_found' } };
  const intentId = id('pi_');
  const instrument = { kind: 'c2p', bankCode: payment.issuer_bank_id, payerId: payment.issuer_payer_id, phoneNumber: payment.phone_number };
  const claimedAt = new Date();
  const claimed = await prepared(CLAIM, [requestId, owner.merchantId, owner.livemode, claimedAt, intentId, row.intents.length, instrument]);
  if (!claimed.rows[0]) return { status: 409, body: { code: 'not_payable' } };
  if (latencyMs > 0) await sleep(latencyMs);
  const paidAt = new Date();
  const intent = { id: intentId, confirmed_at: Math.floor(paidAt.getTime() / 1000), payment_method: 'c2p', reference_id: `C2P${randomInt(1e9)}` };
  const view = { ...render({ ...row, status: 'paid', updatedAt: paidAt, intents: [] }), succeeded_payment_intent: intent };
  const recorded = await prepared(
    RECORD,
    [requestId, owner.merchantId, owner.livemode, paidAt, intentId, intent.reference_id, id('evt_'), JSON.stringify(view)],
  );
  return recorded.rows[0]?.saved === 1 ? { status: 201, body: view } : { status: 409, body: { code: 'conflict' } };
}
