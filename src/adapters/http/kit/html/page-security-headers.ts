import { randomBytes } from 'node:crypto';
import { NextFunction, Request, Response } from 'express';

/** The nonce that lets the page's one inline style element through its Content-Security-Policy. */
export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce);
}

/**
 * The hosted page and the dashboard take card numbers, OTPs and secret keys: their pages load nothing
 * from anywhere, run no script, post only to themselves, are never framed (clickjacking), cached or
 * named in a Referer.
 */
export function pageSecurityHeaders(_req: Request, res: Response, next: NextFunction): void {
  const nonce = randomBytes(16).toString('base64');
  res.locals.cspNonce = nonce;
  res.set({
    'Content-Security-Policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
  });
  next();
}
