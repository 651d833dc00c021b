import express, { RequestHandler, Response } from 'express';
import { cspNonce } from '../kit/html/page-security-headers';
import { csrfTokenMatches, isCrossSite } from './csrf';
import { DashboardContext, PageAccess } from './dashboard-page';
import { requireSession, signedInOf } from './require-session';
import { messagePage } from './views/dashboard-layout';

/** Same cap as the API's JSON bodies and the hosted page's forms. */
const MAX_FORM_BYTES = 16 * 1024;

/** A post from another site, or without the token its page gave: refused, and nothing changes. */
export function refuseForm(res: Response): void {
  const message = 'El formulario no vino de esta página o caducó. Vuelve a abrir la página e inténtalo de nuevo; no se cambió nada.';
  res.status(403).type('html').send(messagePage('Solicitud rechazada', message, cspNonce(res)));
}

/** What runs before a page's handler, by who may reach the page: the one place each kind of page gets its guards. */
export function guardsByAccess(context: DashboardContext): Record<PageAccess, RequestHandler[]> {
  const session = requireSession(context.sessions, context.cookies);
  const refuseCrossSite: RequestHandler = (req, res, next) => (isCrossSite(req) ? refuseForm(res) : next());
  const formBody = oneValuePerField(express.urlencoded({ extended: false, limit: MAX_FORM_BYTES }));
  /** Every form of a session carries the session's token. */
  const checkCsrf: RequestHandler = (req, res, next) => (csrfTokenMatches(req, signedInOf(res).csrfToken) ? next() : refuseForm(res));
  return {
    open: [],
    open_form: [refuseCrossSite, formBody],
    session: [session],
    session_form: [refuseCrossSite, formBody, session, checkCsrf],
  };
}

/**
 * Every field of a form is read as exactly one value: a field sent twice (`amount=1&amount=1`, which
 * would read as a list) is refused before any handler sees it, and nothing changes.
 */
function oneValuePerField(parse: RequestHandler): RequestHandler {
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      const repeated = Object.keys(req.body ?? {}).find((name) => Array.isArray((req.body as Record<string, unknown>)[name]));
      if (repeated === undefined) return next();
      const message = `El campo «${repeated}» llegó más de una vez. Vuelve a abrir la página e inténtalo de nuevo; no se cambió nada.`;
      res.status(400).type('html').send(messagePage('Formulario no válido', message, cspNonce(res)));
    });
}
