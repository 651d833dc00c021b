import { timingSafeEqual } from 'node:crypto';
import { Request } from 'express';

/** The hidden field every dashboard form carries. */
export const CSRF_FIELD = 'csrf_token';

/** True when the form's token is the expected one (compared in constant time). */
export function csrfTokenMatches(req: Request, expected: string | null): boolean {
  const sent = (req.body as Record<string, unknown> | undefined)?.[CSRF_FIELD];
  if (typeof sent !== 'string' || expected === null) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A post the browser says came from another site: `Sec-Fetch-Site` other than same-origin (or none:
 * typed by the user), or an `Origin` whose host is not this one. Checked before the token, and on
 * its own, so that a forged post is refused even if a token leaked.
 */
export function isCrossSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.get('origin');
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    return true; // "null" (a sandboxed or privacy-redirected page) or garbage: not this site
  }
}
