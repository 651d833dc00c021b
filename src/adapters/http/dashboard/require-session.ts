import { NextFunction, Request, Response } from 'express';
import { Caller } from '../../../application/merchants/authenticate-merchant';
import { DashboardSessions, OpenSession } from '../../../application/dashboard/dashboard-sessions';
import { CookieSettings, DASHBOARD_PREFIX, clearSessionCookie, sessionIdOf } from './session-cookie';
import { SignedIn } from './views/dashboard-layout';

/**
 * Every page but sign-in needs an open session: the cookie's id must name a session that is not
 * ended or expired and whose key still works. Otherwise the browser is sent to the sign-in page.
 */
export function requireSession(sessions: DashboardSessions, cookies: CookieSettings) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const sessionId = sessionIdOf(req);
    const open = sessionId === null ? null : await sessions.resume(sessionId);
    if (!open) {
      if (sessionId !== null) clearSessionCookie(res, cookies);
      return res.redirect(303, `${DASHBOARD_PREFIX}/sign_in`);
    }
    res.locals.dashboardSession = open;
    res.locals.dashboardSessionId = sessionId;
    next();
  };
}

export const openSessionOf = (res: Response): OpenSession => res.locals.dashboardSession as OpenSession;
export const sessionIdIn = (res: Response): string => String(res.locals.dashboardSessionId);
export const callerOf = (res: Response): Caller => openSessionOf(res).caller;

/** What the page header shows: the merchant, the mode, and the token for its forms. */
export function signedInOf(res: Response): SignedIn {
  const { caller, session } = openSessionOf(res);
  return { merchantName: caller.merchant.name, mode: caller.mode, csrfToken: session.csrfSecret };
}
