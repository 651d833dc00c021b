import { createHash } from 'node:crypto';
import { Request, Response } from 'express';
import { Owner } from '../../../../domain/mode';
import { Clock } from '../../../../application/ports/clock';
import { IdempotencyStore, StoredAnswer } from '../../../../application/ports/idempotency-store';
import { ClaimedKey } from '../../../../application/idempotency/claimed-key';
import { toProblem } from '../error-mapping';
import { Problem, badRequest } from '../problem';
import { ApiRoute, Reply } from '../api-route-declaration';
import { STORED_PROBLEMS } from '../error-codes';
import { sendJson } from '../send-json';

export interface IdempotencySettings {
  store: IdempotencyStore;
  clock: Clock;
  /** A key in progress this long belongs to a request that died: a retry may take it over. */
  takeoverAfterMs: number;
}

/** The header as the OpenAPI document shows it; its schema is the rule answerIdempotently applies. */
export const IDEMPOTENCY_KEY_HEADER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the request safe to retry: 1 to 255 visible ASCII characters (`!` to `~`), scoped to this merchant and mode. The first ' +
    'request with a key runs and its answer is stored; the same key with the same method, path and body (as parsed JSON) gets that ' +
    'stored answer again, with `Idempotent-Replayed: true`, without running again. Stored: 2xx, 402, 404, 422 for the request\'s state ' +
    'and 502. Not stored (a retry runs afresh): 400, 413, 422 `validation_error`, 429, 500 and 503. The same key with another request is ' +
    '422 `idempotency_key_reused`; while the first has not answered, 409 `idempotency_key_in_use`. Keys are kept at least ' +
    '`IDEMPOTENCY_KEY_TTL_HOURS` (24 by default). Any other value of the header is a 400.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[!-~]+$' },
  examples: { order: { summary: 'An order number', value: 'order-1042' } },
} as const;

const { minLength, maxLength, pattern } = IDEMPOTENCY_KEY_HEADER.schema;
const KEY_CHARACTERS = new RegExp(pattern);
const isWellFormedKey = (key: string) => key.length >= minLength && key.length <= maxLength && KEY_CHARACTERS.test(key);

/**
 * Runs a POST or PATCH under its Idempotency-Key (docs/api-and-webhooks.md, "Idempotency"): the first request with a
 * key runs `run` and its answer is stored; a repeat gets the stored answer; the same key with
 * another request is 422, and while the first has not answered, 409. Answers that do not depend on
 * the request's state (a bad field, a rate limit, a failure) free the key instead. The use case's
 * saves write only a recovery point to the key; its answer is stored here, as it is sent.
 */
export async function answerIdempotently(
  req: Request,
  res: Response,
  { merchantId, livemode }: Owner,
  route: ApiRoute,
  /** The route's resolved `uses`, for its recover. */
  uses: unknown,
  settings: IdempotencySettings,
  run: (key?: ClaimedKey) => Promise<Reply>,
): Promise<void> {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return send(req, res, await run());
  if (!isWellFormedKey(key)) {
    throw badRequest('The Idempotency-Key header must be 1 to 255 visible ASCII characters (! to ~), without spaces.');
  }

  const now = settings.clock.now();
  const claim = await settings.store.claim({
    merchantId,
    livemode,
    key,
    fingerprint: fingerprintOf(req),
    now,
    staleBefore: new Date(now.getTime() - settings.takeoverAfterMs),
  });
  if (claim.kind === 'fingerprint_mismatch') {
    throw new Problem(
      'idempotency_key_reused',
      'This Idempotency-Key was already used with another request (method, path or body); use a new key.',
    );
  }
  if (claim.kind === 'in_progress') {
    res.set('Retry-After', '1');
    throw new Problem('idempotency_key_in_use', 'A request with this Idempotency-Key has not answered yet; retry shortly.');
  }
  if (claim.kind === 'completed') return replay(req, res, claim.answer);

  const point = claim.recoveryPoint;
  const claimed: ClaimedKey = { merchantId, livemode, key, lockedAt: claim.lockedAt };
  try {
    const reply = await (point && route.recover ? route.recover(uses, point, claimed) : run(claimed));
    // Stored just before it is sent, so a retry that follows the answer gets it replayed. A process that dies
    // before this leaves the key in progress with its recovery point: a retry takes it over later and recovers.
    await settings.store.complete(claimed, reply).catch(() => undefined);
    send(req, res, reply);
  } catch (error) {
    const { problem } = toProblem(error);
    // Left in progress when the store cannot be reached: a retry takes the key over later.
    const settle = STORED_PROBLEMS.has(problem.code)
      ? settings.store.complete(claimed, { status: problem.status, body: problem.toJSON(requestIdOf(res)) })
      : settings.store.release(claimed);
    await settle.catch(() => undefined);
    throw error;
  }
}

function send(req: Request, res: Response, { status, body }: Reply): void {
  sendJson(req, res, status, body);
}

function replay(req: Request, res: Response, { status, body }: StoredAnswer): void {
  res.set('Idempotent-Replayed', 'true');
  if (status < 400) {
    sendJson(req, res, status, body);
    return;
  }
  res.locals.problemCode = (body as { code?: string }).code;
  res.status(status).type('application/problem+json').send(JSON.stringify(body));
}

const requestIdOf = (res: Response): string | undefined => (typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined);

/** Method, path and the body as parsed JSON: whitespace and the order of keys do not matter. */
export function fingerprintOf(req: Request): string {
  const path = req.originalUrl.split('?')[0];
  return createHash('sha256').update(canonicalJson([req.method, path, req.body ?? null])).digest('hex');
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson((value as Record<string, unknown>)[name])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
