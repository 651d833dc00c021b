import { createHash, timingSafeEqual } from 'node:crypto';
import { NextFunction, Request, Response } from 'express';
import ipaddr from 'ipaddr.js';
import { Problem } from '../problem';

const BEARER = /^Bearer +(\S+) *$/i;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The connection's own peer, never a forwarded header: X-Forwarded-For cannot make a client local. */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (address === undefined || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
}

/**
 * With a token configured, the request must carry `Authorization: Bearer <token>`; without one,
 * only a client on this host (loopback) is answered. Anything else is 401.
 */
export function requireMetricsToken(token: string | null) {
  const expected = token === null ? null : digest(token);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (expected === null) {
      if (isLoopbackPeer(req.socket.remoteAddress)) return next();
      res.setHeader('WWW-Authenticate', 'Bearer');
      throw new Problem('unauthorized', 'Without METRICS_TOKEN the metrics answer only clients on this host; set it to scrape from afar.');
    }
    const given = BEARER.exec(req.get('authorization') ?? '')?.[1];
    // Comparing digests keeps the comparison constant-time whatever the length of what was sent.
    if (given !== undefined && timingSafeEqual(digest(given), expected)) return next();
    res.setHeader('WWW-Authenticate', 'Bearer');
    throw new Problem('unauthorized', 'The metrics need Authorization: Bearer <METRICS_TOKEN>.');
  };
}
