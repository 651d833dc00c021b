import { NextFunction, Request, Response } from 'express';
import { StorageUnavailable } from '../../../application/ports/storage-unavailable';
import { cspNonce } from '../kit/html/page-security-headers';
import { messagePage } from './views/dashboard-layout';

function send(res: Response, status: number, title: string, message: string): void {
  res.status(status).type('html').send(messagePage(title, message, cspNonce(res)));
}

export function dashboardNotFound(_req: Request, res: Response): void {
  send(res, 404, 'Página no encontrada', 'Esta página del panel no existe.');
}

/** Errors become pages: an unreadable or oversized form is the client's (4xx), an outage a 503; only the unexpected is logged. */
export function dashboardErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return send(res, status === 413 ? 413 : 400, 'Formulario no válido', 'No se pudo leer el formulario; no se cambió nada.');
  }
  if (error instanceof StorageUnavailable) {
    return send(res, 503, 'Servicio no disponible', 'No se pudo consultar la base de datos. Inténtalo de nuevo en unos minutos.');
  }
  // The request log writes it, with its stack, on the request's line.
  (res as Response & { err?: Error }).err = error instanceof Error ? error : new Error(String(error));
  send(res, 500, 'Error inesperado', 'Algo falló de nuestro lado; quedó registrado.');
}
