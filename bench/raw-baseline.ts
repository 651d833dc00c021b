/**
 * The lean baseline: node:http and a pg Pool doing the SQL a read and a create need with every
 * shortcut the contract allows, and nothing else (no framework, no validation, no logging):
 * - the secret key, once found, trusted for AUTH_CACHE_SECONDS (5) like the service;
 * - named (prepared) statements, each described once per connection as the service runs them
 *   (`runPrepared`, src/adapters/persistence/typeorm/held-connection.ts);
 * - read by id: one SELECT, the service's own (the request with its attempts and refunds as JSON);
 * - create: one statement that upserts the customer (when details are sent), inserts the request
 *   (the count trigger fires as for the service), its `payment_request.created` event carrying the
 *   rendered request, and the event's webhook deliveries;
 * - C2P checkout (bench/raw-checkout.ts): the read, the claim, the bank's SANDBOX_LATENCY_MS, the record.
 * Bodies have the management view's fields, so both servers write answers of the same size.
 * DATABASE_URL; listens on a free port and prints {"port":n}.
 */
import { createHash, randomInt } from 'node:crypto';
import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { Pool } from 'pg';
import { SELECT_WITH_INTENTS } from '../src/adapters/persistence/typeorm/payment-request-with-intents';
import { PgPoolClient, runPrepared } from '../src/adapters/persistence/typeorm/held-connection';
import { CheckoutBody, LeanCheckout, RunPrepared, deliveriesOfStored, payByC2p } from './raw-checkout';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const prepared: RunPrepared = async (statement, values) => {
  const client = await pool.connect();
  try {
    return { rows: await runPrepared(client as unknown as PgPoolClient, statement.name, statement.text, values) };
  } finally {
    client.release();
  }
};
const AUTH_CACHE_MS = Number(process.env.AUTH_CACHE_SECONDS ?? 5) * 1000;
const READ_PATH = /^\/api\/v1\/payment_requests\/([A-Za-z0-9_]+)$/;
const PORTAL_URL = 'http://127.0.0.1';
const RATE = 236.4587;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const random = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
const id = (prefix: string) => prefix + random(BASE62, 24);

interface Holder { merchantId: string; livemode: boolean; expiresAt: number | null; until: number }
const keys = new Map<string, Holder>();

const KEY_LOOKUP = {
  name: 'lean_key',
  text: `SELECT k.merchant_id, k.mode, k.expires_at FROM api_keys k JOIN merchants m ON m.id = k.merchant_id
          WHERE k.secret_hash = $1 AND k.revoked_at IS NULL`,
};

/** The service's own statement (its repository's findById): the request with its attempts and refunds as JSON. */
const READ = { name: 'lean_read', text: SELECT_WITH_INTENTS };

/**
 * $1 merchant, $2 mode, $3 dni, $4..$7 new customer id, email, first and last name (null: none sent),
 * $8 now, $9 request id, $10 token, $11 description, $12 external id, $13 amount cents, $14 rate,
 * $15 conversion cents, $16 expires at, $17 return url, $18 event id, $19 the rendered request.
 */
const CREATE = {
  name: 'lean_create',
  text: `WITH found AS (
      SELECT id, email FROM customers WHERE merchant_id = $1 AND livemode = $2 AND dni = $3
    ), upserted AS (
      INSERT INTO customers AS c (id, merchant_id, livemode, dni, email, first_name, last_name, created_at, updated_at)
      SELECT $4, $1, $2, $3, $5::text, $6::text, $7::text, $8, $8 WHERE $5::text IS NOT NULL
      ON CONFLICT (merchant_id, livemode, dni) DO UPDATE
         SET email = EXCLUDED.email, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, updated_at = EXCLUDED.updated_at
       WHERE (c.email, c.first_name, c.last_name) IS DISTINCT FROM (EXCLUDED.email, EXCLUDED.first_name, EXCLUDED.last_name)
      RETURNING id, email
    ), customer AS (
      SELECT id, email FROM upserted UNION ALL SELECT id, email FROM found WHERE NOT EXISTS (SELECT 1 FROM upserted)
    ), request AS (
      INSERT INTO payment_requests (id, merchant_id, token, description, external_id, customer_id, customer_dni, customer_email,
         amount_cents, rate, conversion_amount_cents, status, version, created_at, updated_at, expires_at, livemode, return_url)
      SELECT $9, $1, $10, $11, $12, c.id, $3, c.email, $13, $14, $15, 'waiting_for_payment', 1, $8, $8, $16, $2, $17
        FROM customer c
      RETURNING id, customer_id, customer_email
    ), stored AS (
      INSERT INTO events (id, merchant_id, livemode, type, payment_request_id, created_at, object)
      SELECT $18, $1, $2, 'payment_request.created', r.id, $8,
             jsonb_set($19::jsonb, '{customer}', jsonb_build_object('id', r.customer_id, 'dni', $3::text, 'email', r.customer_email))
        FROM request r
      RETURNING id, type, created_at
    ), ${deliveriesOfStored('$1', '$2')}
    SELECT customer_id, customer_email FROM request`,
};

async function holderOf(req: IncomingMessage): Promise<Holder | null> {
  const key = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!key) return null;
  const hash = createHash('sha256').update(key).digest('hex');
  const now = Date.now();
  let holder = keys.get(hash);
  if (!holder || holder.until <= now) {
    const { rows } = await prepared(KEY_LOOKUP, [hash]);
    if (!rows[0]) return null;
    const expiresAt = rows[0].expires_at ? new Date(rows[0].expires_at).getTime() : null;
    holder = { merchantId: rows[0].merchant_id, livemode: rows[0].mode === 'live', expiresAt, until: now + AUTH_CACHE_MS };
    keys.set(hash, holder);
  }
  return holder.expiresAt === null || holder.expiresAt > now ? holder : null;
}

const money = (cents: number, currency: string) => ({ amount_cents: cents, amount: cents / 100, currency_iso: currency });
const seconds = (time: Date | string | null) => (time ? Math.floor(new Date(time).getTime() / 1000) : null);

/** A request as SELECT_WITH_INTENTS names its columns. */
interface RequestRow {
  id: string; livemode: boolean; token: string; description: string; externalId: string | null;
  customerId: string | null; customerDni: string; customerEmail: string | null;
  amountCents: number | string; rate: number | string; conversionAmountCents: number | string; status: string;
  createdAt: Date; updatedAt: Date; expiresAt: Date | string | null; canceledAt?: Date | null; cancellationReason?: string | null;
  returnUrl: string | null; intents?: unknown[];
}

/** The management view's fields (payment-request.presenter.ts), from a row. */
function render(row: RequestRow): Record<string, unknown> {
  const zero = money(0, 'USD');
  return {
    id: row.id, livemode: row.livemode, description: row.description, external_id: row.externalId, token: row.token, status: row.status,
    created_at: seconds(row.createdAt), updated_at: seconds(row.updatedAt),
    main_amount: money(Number(row.amountCents), 'USD'), conversion_amount: money(Number(row.conversionAmountCents), 'VES'),
    customer: { id: row.customerId, dni: row.customerDni, email: row.customerEmail },
    rate: { amount_cents: Math.round(Number(row.rate) * 100), amount: Number(row.rate), currency_iso: 'VES' },
    expires_at: seconds(row.expiresAt), canceled_at: seconds(row.canceledAt ?? null), cancellation_reason: row.cancellationReason ?? null,
    return_url: row.returnUrl,
    refunded_main_amount: zero, refunded_conversion_amount: money(0, 'VES'),
    over_refunded_main_amount: zero, over_refunded_conversion_amount: money(0, 'VES'),
    pago_movil: null, succeeded_payment_intent: null, pending_payment_intents: [], failed_payment_intents: row.intents ?? [],
    payment_url: `${PORTAL_URL}/payments_portal/payment_requests/${row.token}`,
  };
}

async function read(holder: Holder, requestId: string): Promise<unknown> {
  const { rows } = await prepared(READ, [requestId, holder.merchantId, holder.livemode]);
  return rows[0] ? render(rows[0] as RequestRow) : null;
}

interface CreateBody {
  amount: number;
  description: string;
  external_id?: string;
  expires_at?: string;
  return_url?: string;
  customer: { dni: string; email?: string; first_name?: string; last_name?: string };
}

async function create(holder: Holder, body: CreateBody): Promise<unknown> {
  const now = new Date();
  const amountCents = Math.round(body.amount * 100);
  const row: RequestRow = {
    id: id('preq_'), livemode: holder.livemode, token: `PR${random('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 12)}`, description: body.description,
    externalId: body.external_id ?? null, customerId: null, customerDni: body.customer.dni, customerEmail: null,
    amountCents, rate: RATE, conversionAmountCents: Math.round(amountCents * RATE), status: 'waiting_for_payment',
    createdAt: now, updatedAt: now, expiresAt: body.expires_at ?? null, returnUrl: body.return_url ?? null,
  };
  const rendered = render(row);
  const { customer } = body;
  const { rows } = await prepared(CREATE,
    [holder.merchantId, holder.livemode, customer.dni, id('cus_'), customer.email ?? null, customer.first_name ?? null,
      customer.last_name ?? null, now, row.id, row.token, row.description, row.externalId, amountCents, RATE,
      row.conversionAmountCents, row.expiresAt, row.returnUrl, id('evt_'), JSON.stringify(rendered)],
  );
  if (!rows[0]) return null;
  rendered.customer = { id: rows[0].customer_id, dni: customer.dni, email: rows[0].customer_email };
  return rendered;
}

const checkout: LeanCheckout = {
  prepared, id, latencyMs: Number(process.env.SANDBOX_LATENCY_MS ?? 0), render: (row) => render(row as unknown as RequestRow),
};

async function jsonBody<T>(req: IncomingMessage): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const holder = await holderOf(req);
  if (!holder) return send(res, 401, { code: 'unauthorized' });
  const readMatch = req.method === 'GET' ? READ_PATH.exec(req.url ?? '') : null;
  if (readMatch) {
    const found = await read(holder, readMatch[1]);
    return found ? send(res, 200, found) : send(res, 404, { code: 'not_found' });
  }
  if (req.method === 'POST' && req.url === '/api/v1/payment_requests') {
    const created = await create(holder, await jsonBody<CreateBody>(req));
    return created ? send(res, 201, created) : send(res, 422, { code: 'customer_details_missing' });
  }
  if (req.method === 'POST' && req.url === '/api/v1/checkouts/c2p') {
    const { status, body } = await payByC2p(checkout, holder, await jsonBody<CheckoutBody>(req));
    return send(res, status, body);
  }
  send(res, 404, { code: 'not_found' });
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    // the load generator closes its connections mid-request when a run ends; checkouts waiting on the bank at SIGTERM find the pool ended
    if ((error as { code?: string }).code !== 'ECONNRESET' && !pool.ending) console.error(error);
    if (!res.headersSent) send(res, 500, { code: 'internal_error' });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
