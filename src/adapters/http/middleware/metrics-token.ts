import { createHash, timingSafeEqual } from 'node:crypto';
import { NextFunction, Request, Response } from 'express';
import { Problem } from '../problem';

const BEARER = /^Bearer +(\S+) *$/i;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** When a token is configured, the request must carry `Authorization: Bearer <token>`; otherwise 401. */
export function requireMetricsToken(token: string | null) {
  const expected = token === null ? null : digest(token);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (expected === null) return next();
    const given = BEARER.exec(req.get('authorization') ?? '')?.[1];
    // Comparing digests keeps the comparison constant-time whatever the length of what was sent.
    if (given !== undefined && timingSafeEqual(digest(given), expected)) return next();
    res.setHeader('WWW-Authenticate', 'Bearer');
    throw new Problem('unauthorized', 'The metrics need Authorization: Bearer <METRICS_TOKEN>.');
  };
}
