import { randomBytes } from 'node:crypto';
import { Request, RequestHandler, Response } from 'express';
import { Store } from 'express-rate-limit';
import { cspNonce } from '../kit/html/page-security-headers';
import { inOrder } from '../kit/middleware/in-order';
import { csrfTokenMatches } from './csrf';
import { DashboardContext } from './dashboard-page';
import { refuseForm } from './page-guards';
import { sessionIdIn } from './require-session';
import {
  DASHBOARD_PREFIX, clearSessionCookie, clearSignInCookie, setSessionCookie, setSignInCookie, signInTokenOf,
} from './session-cookie';
import { wrongKeysPerAddress } from './sign-in-limit';
import { messagePage } from './views/dashboard-layout';
import { signInPage } from './views/sign-in-page';

const KEY_SHAPE = /^sk_(test|live)_[A-Za-z0-9]{16,128}$/;

export interface SignInUses {
  /** Where wrong keys are counted (shared by every instance, like the API's limit). */
  wrongKeys: Store;
}

/** The sign-in form, with a fresh token in its cookie (double submit: there is no session yet). */
function sendSignInPage(context: DashboardContext, res: Response, status: number, error?: string): void {
  const token = randomBytes(32).toString('base64url');
  setSignInCookie(res, token, context.cookies);
  res.status(status).type('html').send(signInPage({ csrfToken: token, nonce: cspNonce(res), error }));
}

export const showSignIn = (_uses: unknown, context: DashboardContext): RequestHandler =>
  (_req, res) => sendSignInPage(context, res, 200);

/** Signs in with a key, checked once by the API's authentication, then forgotten; wrong keys are limited per address. */
export function signInHandler(uses: SignInUses, context: DashboardContext): RequestHandler {
  const limitWrongKeys = wrongKeysPerAddress(uses.wrongKeys, context.logger, (res, retryAfter) =>
    res.status(429).type('html').send(messagePage(
      'Demasiados intentos',
      `Demasiadas claves incorrectas desde esta conexión. Inténtalo de nuevo en ${Math.ceil(retryAfter / 60)} minutos.`,
      cspNonce(res),
    )),
  );
  // No session yet: the form's token must match the cookie set with the form (double submit).
  const checkSignInToken: RequestHandler = (req, res, next) => (csrfTokenMatches(req, signInTokenOf(req)) ? next() : refuseForm(res));
  const signIn = async (req: Request, res: Response) => {
    const typed = (req.body as Record<string, unknown> | undefined)?.secret_key;
    const key = typeof typed === 'string' ? typed.trim() : '';
    const opened = KEY_SHAPE.test(key) ? await context.sessions.signIn(key) : null;
    if (!opened) return sendSignInPage(context, res, 401, 'La clave secreta no es válida (o fue revocada o venció).');
    clearSignInCookie(res, context.cookies);
    setSessionCookie(res, opened.sessionId, context.cookies);
    res.redirect(303, `${DASHBOARD_PREFIX}/summary`);
  };
  return inOrder([checkSignInToken, limitWrongKeys, signIn]);
}

/** Ends the session's row, so every instance sees it ended. */
export const signOutHandler = (_uses: unknown, context: DashboardContext): RequestHandler =>
  async (_req, res) => {
    await context.sessions.signOut(sessionIdIn(res));
    clearSessionCookie(res, context.cookies);
    res.redirect(303, `${DASHBOARD_PREFIX}/sign_in`);
  };
