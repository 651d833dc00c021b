import { NextFunction, Request, Response } from 'express';
import { Logger } from 'pino';
import { elapsedSeconds } from './request-timing';

declare module 'node:http' {
  interface ServerResponse {
    /** An unexpected error behind a 500, for the request's log line (see app.ts's error handler). */
    err?: Error;
  }
}

/**
 * One line per request, written when the answer is finished (or the client goes away):
 * `request_id`, `method`, `route` (the template, never the raw URL, which may carry secrets in its
 * path or query), `status` and `duration_ms`. Headers and bodies are never logged. An unexpected
 * error (a 500) rides on the same line as `err`, with its stack. No per-request child logger: the
 * line is one small flat object, so writing it costs little.
 */
export function requestLog(logger: Logger, routeOf: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    let written = false;
    const write = () => {
      if (written) return;
      written = true;
      const route = routeOf(req);
      const line = {
        request_id: String(res.locals.requestId),
        method: req.method,
        route,
        status: res.statusCode,
        duration_ms: Math.round(elapsedSeconds(res) * 1e6) / 1e3,
      };
      const message = `${req.method} ${route} ${res.statusCode}`;
      if (res.err) logger.error({ ...line, err: res.err }, message);
      else if (res.statusCode >= 500) logger.error(line, message);
      else logger.info(line, res.writableEnded ? message : `${message} (client went away)`);
    };
    res.once('finish', write);
    res.once('close', write);
    next();
  };
}
