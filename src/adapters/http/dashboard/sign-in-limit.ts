import { Request, RequestHandler, Response } from 'express';
import { Store, rateLimit } from 'express-rate-limit';
import { Logger } from 'pino';
import { Token, token } from '../../../application/ports/token';
import { limiterLogger } from '../kit/middleware/limiter-logger';

/** The store wrong keys are counted in, which the wiring gives the sign-in page. */
export const DASHBOARD_SIGN_IN_STORE: Token<Store> = token('DashboardSignInStore');

/** Wrong keys one client address may try in a window before the sign-in form answers 429. */
export const DASHBOARD_WRONG_KEYS_PER_WINDOW = 10;
export const DASHBOARD_SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Wrong keys are counted per client address (the address TRUST_PROXY lets Express read) in the
 * shared store, like the API's limit; a sign-in that works is not counted. Like the API's limit, it
 * fails open: a key has ~238 random bits, so the limit guards load, not the keys.
 */
export function wrongKeysPerAddress(
  store: Store,
  logger: Logger,
  onLimited: (res: Response, retryAfterSeconds: number) => void,
): RequestHandler {
  return rateLimit({
    windowMs: DASHBOARD_SIGN_IN_WINDOW_MS,
    limit: DASHBOARD_WRONG_KEYS_PER_WINDOW,
    store,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    passOnStoreError: true,
    logger: limiterLogger(logger),
    handler: (_req: Request, res: Response) => onLimited(res, Number(res.getHeader('Retry-After'))),
  });
}
