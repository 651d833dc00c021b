import { WebhookDeliveryRecord, WebhookEndpointRepository } from '../../../application/ports/webhook-endpoint-repository';
import { DomainEventType } from '../../../domain/events';
import { Owner } from '../../../domain/mode';
import { WebhookEndpoint, WebhookEndpointStatus, signingSecretsOf } from '../../../domain/webhook-endpoint';
import { Database, Session } from './database';

interface EndpointRow {
  id: string;
  merchant_id: string;
  livemode: boolean;
  url: string;
  events: DomainEventType[] | null;
  description: string | null;
  status: WebhookEndpointStatus;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

interface DeliveryRow {
  event_id: string;
  event_type: DomainEventType;
  status: WebhookDeliveryRecord['status'];
  attempts: number;
  last_attempt_at: Date | string | null;
  last_response_status: number | null;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
}

const COLUMNS = 'id, merchant_id, livemode, url, events, description, status, secret, previous_secret, ' +
  'previous_secret_expires_at, created_at, updated_at';

export class SqlWebhookEndpointRepository implements WebhookEndpointRepository {
  constructor(private readonly database: Database) {}

  add(endpoint: WebhookEndpoint, limit: number): Promise<'added' | 'limit_reached'> {
    return this.database.transaction(async (session) => {
      // One creation at a time per merchant, so two concurrent ones cannot both pass the count.
      await session.rows('SELECT id FROM merchants WHERE id = $1 FOR NO KEY UPDATE', [endpoint.merchantId]);
      const [{ count }] = await session.rows<{ count: number }>(
        'SELECT count(*)::int AS count FROM webhook_endpoints WHERE merchant_id = $1 AND livemode = $2',
        [endpoint.merchantId, endpoint.livemode],
      );
      if (count >= limit) return 'limit_reached';
      await session.rows(`INSERT INTO webhook_endpoints (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`, [
        endpoint.id,
        endpoint.merchantId,
        endpoint.livemode,
        ...mutableValues(endpoint),
        endpoint.createdAt,
        endpoint.updatedAt,
      ]);
      return 'added';
    });
  }

  findById(owner: Owner, id: string): Promise<WebhookEndpoint | null> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<EndpointRow>(
        `SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1 AND ${OWNED_BY_2_3}`,
        [id, ...ownerValues(owner)],
      );
      return row ? toEndpoint(row) : null;
    });
  }

  list(owner: Owner): Promise<WebhookEndpoint[]> {
    return this.database.query(async (session) => {
      const rows = await session.rows<EndpointRow>(
        `SELECT ${COLUMNS} FROM webhook_endpoints WHERE merchant_id = $1 AND livemode = $2 ORDER BY created_at, id`,
        ownerValues(owner),
      );
      return rows.map(toEndpoint);
    });
  }

  modify(owner: Owner, id: string, change: (endpoint: WebhookEndpoint) => WebhookEndpoint): Promise<WebhookEndpoint | null> {
    return this.database.transaction(async (session) => {
      const [row] = await session.rows<EndpointRow>(
        `SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1 AND ${OWNED_BY_2_3} FOR UPDATE`,
        [id, ...ownerValues(owner)],
      );
      if (!row) return null;
      const changed = change(toEndpoint(row));
      await session.rows(
        `UPDATE webhook_endpoints
            SET url = $2, events = $3, description = $4, status = $5, secret = $6, previous_secret = $7, \
previous_secret_expires_at = $8, updated_at = $9
          WHERE id = $1`,
        [id, ...mutableValues(changed), changed.updatedAt],
      );
      if (changed.status !== row.status) {
        // A disabled endpoint's queued deliveries are held out of the workers' scan until it is enabled again.
        await session.rows(
          "UPDATE webhook_deliveries SET held = ($2 = 'disabled') WHERE endpoint_id = $1 AND status = 'pending'",
          [id, changed.status],
        );
      }
      return changed;
    });
  }

  remove(owner: Owner, id: string): Promise<boolean> {
    return this.database.query(async (session) => {
      const deleted = await session.rows(
        `DELETE FROM webhook_endpoints WHERE id = $1 AND ${OWNED_BY_2_3} RETURNING id`,
        [id, ...ownerValues(owner)],
      );
      return deleted.length > 0;
    });
  }

  signingSecretsFor(endpointId: string, now: Date): Promise<string[] | null> {
    return this.database.query(async (session) => {
      const [row] = await session.rows<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1`, [endpointId]);
      return row ? signingSecretsOf(toEndpoint(row), now) : null;
    });
  }

  listDeliveries(owner: Owner, endpointId: string, limit: number): Promise<WebhookDeliveryRecord[] | null> {
    return this.database.transaction(async (session) => {
      if (!(await ownsEndpoint(session, owner, endpointId))) return null;
      const rows = await session.rows<DeliveryRow>(
        `SELECT event_id, event_type, status, attempts, last_attempt_at, last_response_status, next_attempt_at, created_at
           FROM webhook_deliveries WHERE endpoint_id = $1
          ORDER BY created_at DESC, event_id DESC
          LIMIT $2`,
        [endpointId, limit],
      );
      return rows.map(toDelivery);
    }, 'REPEATABLE READ');
  }
}

async function ownsEndpoint(session: Session, owner: Owner, endpointId: string): Promise<boolean> {
  const found = await session.rows(
    `SELECT 1 FROM webhook_endpoints WHERE id = $1 AND ${OWNED_BY_2_3}`,
    [endpointId, ...ownerValues(owner)],
  );
  return found.length > 0;
}

/** The owner's condition, its values passed as $2 and $3. */
const OWNED_BY_2_3 = 'merchant_id = $2 AND livemode = $3';

function ownerValues({ merchantId, livemode }: Owner): [string, boolean] {
  return [merchantId, livemode];
}

/** url, events, description, status, secret, previous_secret, previous_secret_expires_at. */
function mutableValues(endpoint: WebhookEndpoint): unknown[] {
  return [
    endpoint.url,
    endpoint.events === 'all' ? null : [...endpoint.events],
    endpoint.description,
    endpoint.status,
    endpoint.secret,
    endpoint.previousSecret,
    endpoint.previousSecretExpiresAt,
  ];
}

const instant = (value: Date | string): Date => new Date(value);
const optionalInstant = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    livemode: row.livemode,
    url: row.url,
    events: row.events === null ? 'all' : row.events,
    description: row.description,
    status: row.status,
    secret: row.secret,
    previousSecret: row.previous_secret,
    previousSecretExpiresAt: optionalInstant(row.previous_secret_expires_at),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
  };
}

function toDelivery(row: DeliveryRow): WebhookDeliveryRecord {
  return {
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status,
    attempts: row.attempts,
    lastAttemptAt: optionalInstant(row.last_attempt_at),
    lastResponseStatus: row.last_response_status,
    nextAttemptAt: optionalInstant(row.next_attempt_at),
    createdAt: instant(row.created_at),
  };
}
