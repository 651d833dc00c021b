import { NextFunction, Request, RequestHandler, Response } from 'express';
import { Store, ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { Logger } from 'pino';
import { limiterLogger } from '../../kit/middleware/limiter-logger';

/** Requests one client address may create through one link in a minute: a family sharing a connection, not a flood. */
export const LINK_REQUESTS_PER_ADDRESS_PER_MINUTE = 10;
/** Requests one link may create in an hour, whoever sends them: a busy sale, not a stranger filling the merchant's list. */
export const LINK_REQUESTS_PER_LINK_PER_HOUR = 120;

/**
 * The counters of the two limits, one store each: shared by every instance through Redis or
 * PostgreSQL, or in this process on the embedded database (see docs/operating.md, "Limits").
 */
export interface PaymentLinkLimitStores {
  perAddress: Store;
  perLink: Store;
}

type OnLimited = (req: Request, res: Response, retryAfterSeconds: number) => void;
type Limit = { store: Store; onLimited: OnLimited; logger: Logger };

/** Marks the post as one that created a payment request: only those count against the limits. */
export function createdThroughLink(res: Response): void {
  res.locals.createdThroughLink = true;
}

/**
 * The requests a link creates, counted per client address and link over a minute (behind a proxy,
 * the address TRUST_PROXY lets Express read). An IPv6 client is counted by its /56, as the other
 * per-address limits are: one connection holds many addresses, and a new one per post would pass.
 * Every post is counted when it comes and given back when it created nothing, so concurrent posts
 * cannot pass the bound together. Counted in a store shared by every instance; when it cannot
 * count, the post is refused rather than left unlimited.
 */
export function linkRequestsPerAddress(limit: Limit): RequestHandler {
  return rateLimit({
    ...common(limit, 60_000),
    limit: LINK_REQUESTS_PER_ADDRESS_PER_MINUTE,
    keyGenerator: (req: Request) => `${String(req.params.token)}:${ipKeyGenerator(req.ip ?? '')}`,
  });
}

/** The same requests counted per link over an hour, whoever sends them. */
export function linkRequestsPerLink(limit: Limit): RequestHandler {
  return rateLimit({
    ...common(limit, 3_600_000),
    limit: LINK_REQUESTS_PER_LINK_PER_HOUR,
    keyGenerator: (req: Request) => String(req.params.token),
  });
}

function common({ store, onLimited, logger }: Limit, windowMs: number) {
  return {
    windowMs,
    store,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    logger: limiterLogger(logger),
    skipFailedRequests: true,
    requestWasSuccessful: (_req: Request, res: Response) => res.locals.createdThroughLink === true,
    passOnStoreError: false,
    handler: (req: Request, res: Response, _next: NextFunction) => onLimited(req, res, Number(res.getHeader('Retry-After'))),
  };
}
