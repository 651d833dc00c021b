import { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';

/** Payment attempts one payment link accepts in a window: enough for typos, too few to guess an OTP. */
export const PORTAL_ATTEMPTS_PER_WINDOW = 10;
const WINDOW_MS = 15 * 60_000;

/**
 * Anyone holding a payment link can post to it without a key, so attempts are limited per link
 * (token), whoever sends them; the bank's own OTP limits come on top. Per process, like the API's.
 */
export function portalAttemptLimit(onLimited: (res: Response, retryAfterSeconds: number) => void): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: PORTAL_ATTEMPTS_PER_WINDOW,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req: Request) => String(req.params.token),
    handler: (_req: Request, res: Response, _next: NextFunction) => {
      onLimited(res, Number(res.getHeader('Retry-After')));
    },
  });
}
