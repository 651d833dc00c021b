import { Request, Response } from 'express';
import { DASHBOARD_SESSION_HOURS } from '../../../application/dashboard/dashboard-sessions';

/** Where the app mounts the dashboard; its cookies are scoped to it. */
export const DASHBOARD_PREFIX = '/dashboard';

const SESSION_COOKIE = 'dashboard_session';
/** Before sign-in there is no session: the sign-in form's token is checked against this cookie instead (double submit). */
const SIGN_IN_COOKIE = 'dashboard_sign_in';
/** Session ids and CSRF secrets are base64url; anything else in the cookie is not looked up. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

/** `secure`: PORTAL_URL is https, so the cookie must never travel over plain http. */
export interface CookieSettings {
  secure: boolean;
}

function cookie(name: string, value: string, maxAgeSeconds: number, { secure }: CookieSettings): string {
  return `${name}=${value}; Path=${DASHBOARD_PREFIX}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function setSessionCookie(res: Response, sessionId: string, settings: CookieSettings): void {
  res.append('Set-Cookie', cookie(SESSION_COOKIE, sessionId, DASHBOARD_SESSION_HOURS * 3600, settings));
}

export function clearSessionCookie(res: Response, settings: CookieSettings): void {
  res.append('Set-Cookie', cookie(SESSION_COOKIE, '', 0, settings));
}

export function setSignInCookie(res: Response, token: string, settings: CookieSettings): void {
  res.append('Set-Cookie', cookie(SIGN_IN_COOKIE, token, 3600, settings));
}

export function clearSignInCookie(res: Response, settings: CookieSettings): void {
  res.append('Set-Cookie', cookie(SIGN_IN_COOKIE, '', 0, settings));
}

export const sessionIdOf = (req: Request): string | null => wellFormed(cookieValue(req.headers.cookie, SESSION_COOKIE));
export const signInTokenOf = (req: Request): string | null => wellFormed(cookieValue(req.headers.cookie, SIGN_IN_COOKIE));

function wellFormed(value: string | null): string | null {
  return value !== null && SECRET_SHAPE.test(value) ? value : null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
