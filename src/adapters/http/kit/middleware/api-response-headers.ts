import { NextFunction, Request, Response } from 'express';

/**
 * Every answer under /api/v1, errors included: never cached (answers hold a merchant's data and
 * change with every payment) and never content-sniffed (a JSON body must not be read as HTML).
 * Set before anything can answer, so 401, 404, 413, 415 and 429 carry them too.
 */
export function apiResponseHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
}
