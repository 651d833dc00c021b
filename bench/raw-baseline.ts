/**
 * The yardstick: node:http + a pg Pool doing exactly the SQL a read and a create need, nothing else
 * (no framework, no validation, no logging). Read: the key lookup, then the request with its
 * intents in one statement. Create: the key lookup, the customer by dni, then in one transaction
 * the request row and its `payment_request.created` event: plain inserts, the event numbered from a
 * sequence of its own (no row shared by the merchant's writes, so nothing a busy merchant queues on).
 * DATABASE_URL; listens on a free port and prints {"port":n}.
 */
import { createHash, randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const READ_PATH = /^\/api\/v1\/payment_requests\/([A-Za-z0-9_]+)$/;

const id = (prefix: string) => prefix + randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24);

async function merchantOf(req: IncomingMessage): Promise<string | null> {
  const key = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!key) return null;
  const hash = createHash('sha256').update(key).digest('hex');
  const { rows } = await pool.query(
    `SELECT m.id, m.name, m.created_at, k.mode, k.expires_at FROM api_keys k JOIN merchants m ON m.id = k.merchant_id
      WHERE k.secret_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())`,
    [hash],
  );
  return rows[0]?.id ?? null;
}

async function read(merchantId: string, requestId: string): Promise<unknown> {
  const { rows } = await pool.query(
    `SELECT pr.*, (SELECT coalesce(json_agg(pi ORDER BY pi.attempt_number), '[]')
                     FROM payment_intents pi WHERE pi.payment_request_id = pr.id) AS intents
       FROM payment_requests pr WHERE pr.id = $1 AND pr.merchant_id = $2 AND NOT pr.livemode`,
    [requestId, merchantId],
  );
  return rows[0] ?? null;
}

async function create(merchantId: string, body: { amount: number; description: string; customer: { dni: string } }): Promise<unknown> {
  const customer = await pool.query('SELECT id, email FROM customers WHERE merchant_id = $1 AND NOT livemode AND dni = $2', [merchantId, body.customer.dni]);
  if (customer.rows.length === 0) return null;
  const now = new Date();
  const amountCents = Math.round(body.amount * 100);
  const row = {
    id: id('pr_'), merchant_id: merchantId, token: id('tok_'), description: body.description, customer_id: customer.rows[0].id,
    customer_dni: body.customer.dni, customer_email: customer.rows[0].email, amount_cents: amountCents, rate: '236.4587',
    conversion_amount_cents: Math.round(amountCents * 236.4587), status: 'waiting_for_payment', version: 1, created_at: now, updated_at: now,
  };
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO payment_requests (id, merchant_id, token, description, external_id, customer_id, customer_dni, customer_email,
         amount_cents, rate, conversion_amount_cents, status, version, created_at, updated_at, livemode)
       VALUES ($1, $2, $3, $4, NULL, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, false)`,
      [row.id, row.merchant_id, row.token, row.description, row.customer_id, row.customer_dni, row.customer_email,
        row.amount_cents, row.rate, row.conversion_amount_cents, row.status, row.version, row.created_at, row.updated_at],
    );
    await client.query(
      `INSERT INTO events (id, merchant_id, livemode, seq, type, payment_request_id, created_at, object)
       VALUES ($1, $2, false, nextval('raw_baseline_event_numbers'), 'payment_request.created', $3, $4, $5)`,
      [id('evt_'), merchantId, row.id, now, JSON.stringify(row)],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return row;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const merchantId = await merchantOf(req);
  if (!merchantId) return send(res, 401, { code: 'unauthorized' });
  const readMatch = req.method === 'GET' ? READ_PATH.exec(req.url ?? '') : null;
  if (readMatch) {
    const found = await read(merchantId, readMatch[1]);
    return found ? send(res, 200, found) : send(res, 404, { code: 'not_found' });
  }
  if (req.method === 'POST' && req.url === '/api/v1/payment_requests') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const created = await create(merchantId, JSON.parse(Buffer.concat(chunks).toString('utf8')));
    return created ? send(res, 201, created) : send(res, 422, { code: 'customer_details_missing' });
  }
  send(res, 404, { code: 'not_found' });
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    // autocannon closes its connections mid-request when a run ends
    if ((error as { code?: string }).code !== 'ECONNRESET') console.error(error);
    if (!res.headersSent) send(res, 500, { code: 'internal_error' });
  });
});
server.keepAliveTimeout = 65_000;
// Far above any number the service hands out, so the baseline's events never collide with its own.
void pool.query('CREATE SEQUENCE IF NOT EXISTS raw_baseline_event_numbers START 1000000000000').then(() => server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
}));
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
