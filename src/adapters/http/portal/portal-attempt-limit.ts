import { ServiceIdentifier } from 'inversify';
import { NextFunction, Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { BoundedMemoryStore } from './bounded-memory-store';

/** Payment attempts one payment link accepts in a window: enough for typos, too few to guess an OTP. */
export const PORTAL_ATTEMPTS_PER_WINDOW = 10;
/** Posts that cannot be paid as sent (empty, malformed, unreadable) one client address may make in a window. */
export const PORTAL_MALFORMED_POSTS_PER_WINDOW = 30;
export const PORTAL_LIMIT_WINDOW_MS = 15 * 60_000;
/** The most links, and the most addresses, counted at once: each store's memory stays bounded. */
export const PORTAL_LIMIT_MAX_KEYS = 10_000;

/** The counters of the page's two limits, one store each; per process, like the API's. */
export interface PortalLimitStores {
  perLink: BoundedMemoryStore;
  perAddress: BoundedMemoryStore;
}

export function portalLimitStores(maxKeys = PORTAL_LIMIT_MAX_KEYS): PortalLimitStores {
  return { perLink: new BoundedMemoryStore(maxKeys), perAddress: new BoundedMemoryStore(maxKeys) };
}
export const PORTAL_LIMIT_STORES: ServiceIdentifier<PortalLimitStores> = Symbol.for('PortalLimitStores');

type OnLimited = (res: Response, retryAfterSeconds: number) => void;

/**
 * Anyone holding a payment link can post to it without a key, so the attempts that go to the bank
 * are limited per link (token), whoever sends them; the bank's own OTP limits come on top. Only
 * well-formed posts to a payable request come here; one the use case then refuses without asking
 * the bank is given back (see notAnAttempt).
 */
export function attemptsPerLink(store: BoundedMemoryStore, onLimited: OnLimited): RequestHandler {
  return rateLimit({
    ...common(store, onLimited),
    limit: PORTAL_ATTEMPTS_PER_WINDOW,
    keyGenerator: (req: Request) => String(req.params.token),
    skipFailedRequests: true,
    requestWasSuccessful: (_req: Request, res: Response) => res.locals.notAnAttempt !== true,
  });
}

/** The post was answered without asking the bank: it does not count against the link. */
export function notAnAttempt(res: Response): void {
  res.locals.notAnAttempt = true;
}

/**
 * Posts that never reach the bank lock no link; they are limited per client address instead, so
 * that one client cannot keep the server busy with them.
 */
export function malformedPostsPerAddress(store: BoundedMemoryStore, onLimited: OnLimited): RequestHandler {
  return rateLimit({ ...common(store, onLimited), limit: PORTAL_MALFORMED_POSTS_PER_WINDOW });
}

function common(store: BoundedMemoryStore, onLimited: OnLimited) {
  return {
    windowMs: PORTAL_LIMIT_WINDOW_MS,
    store,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: (_req: Request, res: Response, _next: NextFunction) => {
      onLimited(res, Number(res.getHeader('Retry-After')));
    },
  };
}
