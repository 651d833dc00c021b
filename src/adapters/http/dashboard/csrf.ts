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
 * A post the browser says came from another site. `Sec-Fetch-Site`, which a page cannot set, decides
 * when the browser sends it: anything but same-origin (or none: typed by the user) is refused.
 * Without it (an older browser), an `Origin` whose host is not this one, or `null`, is refused.
 * Checked before the token, and on its own, so that a forged post is refused even if a token leaked.
 * (`Origin: null` with `Sec-Fetch-Site: same-origin` is what a browser sends for its own forms
 * under `Referrer-Policy: no-referrer`; the dashboard sends `same-origin` instead, but a page cached
 * or proxied with the stricter policy must still sign in.)
 */
export function isCrossSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = req.get('origin');
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    return true; // "null" (a sandboxed or privacy-redirected page) or garbage: not this site
  }
}
