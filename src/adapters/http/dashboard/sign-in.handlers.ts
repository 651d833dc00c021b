import { randomBytes } from 'node:crypto';
import { Request, RequestHandler, Response } from 'express';
import { Store } from 'express-rate-limit';
import { Logger } from 'pino';
import { DashboardSessions } from '../../../application/dashboard/dashboard-sessions';
import { cspNonce } from '../kit/html/page-security-headers';
import { csrfTokenMatches } from './csrf';
import { sessionIdIn } from './require-session';
import {
  CookieSettings, DASHBOARD_PREFIX, clearSessionCookie, clearSignInCookie, setSessionCookie, setSignInCookie, signInTokenOf,
} from './session-cookie';
import { wrongKeysPerAddress } from './sign-in-limit';
import { messagePage } from './views/dashboard-layout';
import { signInPage } from './views/sign-in-page';

const KEY_SHAPE = /^sk_(test|live)_[A-Za-z0-9]{16,128}$/;

export interface SignInDependencies {
  sessions: DashboardSessions;
  cookies: CookieSettings;
  /** Where wrong keys are counted (shared by every instance, like the API's limit). */
  signInStore: Store;
  logger: Logger;
}

/** What every post goes through before it is read further: from this site, and its form readable. */
export interface FormGuards {
  refuseCrossSite: RequestHandler;
  formBody: RequestHandler;
  /** An open session, then its CSRF token. */
  sessionForm: RequestHandler[];
  refuse: (res: Response) => void;
}

/** Sign-in (a key, checked once, then forgotten) and sign-out (the session row ended, for every instance). */
export function signInHandlers(
  deps: SignInDependencies,
  guards: FormGuards,
): Record<'showDashboardSignIn' | 'signInToDashboard' | 'signOutOfDashboard', RequestHandler[]> {
  const limitWrongKeys = wrongKeysPerAddress(deps.signInStore, deps.logger, (res, retryAfter) =>
    res.status(429).type('html').send(messagePage(
      'Demasiados intentos',
      `Demasiadas claves incorrectas desde esta conexión. Inténtalo de nuevo en ${Math.ceil(retryAfter / 60)} minutos.`,
      cspNonce(res),
    )),
  );
  // No session yet: the form's token must match the cookie set with the form (double submit).
  const checkSignInToken: RequestHandler = (req, res, next) => (csrfTokenMatches(req, signInTokenOf(req)) ? next() : guards.refuse(res));
  const showSignIn = (res: Response, status: number, error?: string) => {
    const token = randomBytes(32).toString('base64url');
    setSignInCookie(res, token, deps.cookies);
    res.status(status).type('html').send(signInPage({ csrfToken: token, nonce: cspNonce(res), error }));
  };

  const signIn = async (req: Request, res: Response) => {
    const typed = (req.body as Record<string, unknown> | undefined)?.secret_key;
    const key = typeof typed === 'string' ? typed.trim() : '';
    const opened = KEY_SHAPE.test(key) ? await deps.sessions.signIn(key) : null;
    if (!opened) return showSignIn(res, 401, 'La clave secreta no es válida (o fue revocada o venció).');
    clearSignInCookie(res, deps.cookies);
    setSessionCookie(res, opened.sessionId, deps.cookies);
    res.redirect(303, `${DASHBOARD_PREFIX}/summary`);
  };
  const signOut = async (_req: Request, res: Response) => {
    await deps.sessions.signOut(sessionIdIn(res));
    clearSessionCookie(res, deps.cookies);
    res.redirect(303, `${DASHBOARD_PREFIX}/sign_in`);
  };
  return {
    showDashboardSignIn: [(_req, res) => showSignIn(res, 200)],
    signInToDashboard: [guards.refuseCrossSite, guards.formBody, checkSignInToken, limitWrongKeys, signIn],
    signOutOfDashboard: [...guards.sessionForm, signOut],
  };
}
