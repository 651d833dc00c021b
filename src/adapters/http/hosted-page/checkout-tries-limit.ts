import { NextFunction, Request, RequestHandler, Response } from 'express';
import { Store, rateLimit } from 'express-rate-limit';
import { Logger } from 'pino';
import { limiterLogger } from '../kit/middleware/limiter-logger';

/** Checkout tries one payment link accepts in a window: enough for typos, too few to guess an OTP. */
export const CHECKOUT_TRIES_PER_LINK_PER_WINDOW = 10;
/**
 * Checkout tries one client address may send to the bank in a window, across every link: enough
 * for a family sharing a connection, too few to test stolen cards across a merchant's links.
 */
export const CHECKOUT_TRIES_PER_ADDRESS_PER_WINDOW = 20;
/** Posts that cannot be paid as sent (empty, malformed, unreadable) one client address may make in a window. */
export const HOSTED_PAGE_MALFORMED_POSTS_PER_WINDOW = 30;
export const HOSTED_PAGE_LIMIT_WINDOW_MS = 15 * 60_000;

/**
 * The counters of the page's two limits, one store each: shared by every instance through Redis or
 * PostgreSQL, or in this process on the embedded database (see docs/operating.md, "Limits").
 */
export interface HostedPageLimitStores {
  perLink: Store;
  perAddress: Store;
  checkoutTriesPerAddress: Store;
}

type OnLimited = (res: Response, retryAfterSeconds: number) => void;
type Limit = { store: Store; onLimited: OnLimited; logger: Logger };

/**
 * Anyone holding a payment link can post to it without a key, so the checkout tries that go to the bank
 * are limited per link (token), whoever sends them; the bank's own OTP limits come on top. Only
 * well-formed posts to a payable request come here; one the use case then refuses without asking
 * the bank is given back (see notACheckoutTry). When the shared store cannot count the try, the
 * post is refused (503 page) rather than sent to the bank uncounted: an OTP guess must never go
 * unlimited.
 */
export function checkoutTriesPerLink(limit: Limit): RequestHandler {
  return rateLimit({
    ...common(limit),
    limit: CHECKOUT_TRIES_PER_LINK_PER_WINDOW,
    keyGenerator: (req: Request) => String(req.params.token),
    skipFailedRequests: true,
    requestWasSuccessful: (_req: Request, res: Response) => res.locals.notACheckoutTry !== true,
    passOnStoreError: false,
  });
}

/**
 * The same checkout tries, counted per client address across every link (behind a proxy, the address
 * TRUST_PROXY lets Express read). Like the per-link limit, it refuses when it cannot count.
 */
export function checkoutTriesPerAddress(limit: Limit): RequestHandler {
  return rateLimit({
    ...common(limit),
    limit: CHECKOUT_TRIES_PER_ADDRESS_PER_WINDOW,
    skipFailedRequests: true,
    requestWasSuccessful: (_req: Request, res: Response) => res.locals.notACheckoutTry !== true,
    passOnStoreError: false,
  });
}

/** The post was answered without asking the bank: it does not count against the link. */
export function notACheckoutTry(res: Response): void {
  res.locals.notACheckoutTry = true;
}

/**
 * Posts that never reach the bank lock no link; they are limited per client address instead, so
 * that one client cannot keep the server busy with them. This limit guards load, not secrets: when
 * the shared store fails, the post goes on uncounted.
 */
export function malformedPostsPerAddress(limit: Limit): RequestHandler {
  return rateLimit({ ...common(limit), limit: HOSTED_PAGE_MALFORMED_POSTS_PER_WINDOW, passOnStoreError: true });
}

function common({ store, onLimited, logger }: Limit) {
  return {
    windowMs: HOSTED_PAGE_LIMIT_WINDOW_MS,
    store,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    logger: limiterLogger(logger),
    handler: (_req: Request, res: Response, _next: NextFunction) => {
      onLimited(res, Number(res.getHeader('Retry-After')));
    },
  };
}
