import { randomBytes } from 'node:crypto';
import { Database } from '../../src/adapters/persistence/typeorm/database';

/** A `whsec_` secret as Standard Webhooks spells it: base64 of random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export interface EndpointRow {
  id: string;
  secret: string;
}

/**
 * Stores a webhook endpoint directly, as the endpoints API would: in test mode (the test apps' merchants
 * call with their test key), enabled and subscribed to every event type unless told otherwise.
 */
export async function insertWebhookEndpoint(
  database: Database,
  fields: { merchantId: string; livemode?: boolean; url: string; events?: string[] | null; status?: 'enabled' | 'disabled'; previousSecret?: string; previousSecretExpiresAt?: Date },
): Promise<EndpointRow> {
  const id = `we_${randomBytes(12).toString('hex')}`;
  const secret = newWebhookSecret();
  await database.query((session) =>
    session.rows(
      `INSERT INTO webhook_endpoints (id, merchant_id, livemode, url, events, description, status, secret, previous_secret, previous_secret_expires_at,
         created_at, updated_at)
       VALUES ($1, $2, $9, $3, $4, NULL, $5, $6, $7, $8, now(), now())`,
      [id, fields.merchantId, fields.url, fields.events ?? null, fields.status ?? 'enabled', secret, fields.previousSecret ?? null, fields.previousSecretExpiresAt ?? null, fields.livemode ?? false],
    ),
  );
  return { id, secret };
}

export interface DeliveryRow {
  event_id: string;
  endpoint_id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  last_response_status: number | null;
  next_attempt_at: Date | null;
}

export function webhookDeliveries(database: Database, endpointId: string): Promise<DeliveryRow[]> {
  return database.query((session) =>
    session.rows<DeliveryRow>(
      `SELECT event_id, endpoint_id, event_type, status, attempts, last_response_status, next_attempt_at
         FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at, event_id`,
      [endpointId],
    ),
  );
}
