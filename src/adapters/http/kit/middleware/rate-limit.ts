import { NextFunction, Request, RequestHandler, Response } from 'express';
import { Store, rateLimit } from 'express-rate-limit';
import { Logger } from 'pino';
import { limiterLogger } from './limiter-logger';
import { Problem } from '../problem';
import { currentMerchant } from './authenticate';

const ONE_MINUTE_MS = 60_000;

/**
 * At most `perMinute` requests a minute for each merchant (so for each secret key), counted after
 * authentication, in `store`: shared by every instance through Redis or PostgreSQL (in process on
 * the embedded database). Answers carry the IETF draft-8 headers, `RateLimit-Policy: "<n>-in-1min";
 * q=<n>; w=60; pk=:…:` and `RateLimit: "<n>-in-1min"; r=<remaining>; t=<seconds to reset>`; a 429
 * adds `Retry-After` (seconds). When the store fails, the request goes on uncounted (fail open: a
 * store outage must not take the API down); the failure is logged and counted in
 * rate_limit_store_failures_total. `0` turns the limit off (null: no middleware).
 */
export function rateLimitPerMerchant(perMinute: number, store: Store, logger: Logger): RequestHandler | null {
  if (perMinute === 0) return null;
  return rateLimit({
    windowMs: ONE_MINUTE_MS,
    limit: perMinute,
    store,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    keyGenerator: (_req: Request, res: Response) => currentMerchant(res).id,
    handler: (_req: Request, res: Response, next: NextFunction) => {
      const retryAfter = res.getHeader('Retry-After');
      next(new Problem(
        'rate_limited',
        `Too many requests for this secret key: at most ${perMinute} a minute. Retry after ${retryAfter} seconds.`,
      ));
    },
    logger: limiterLogger(logger),
  });
}
