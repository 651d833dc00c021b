import { NextFunction, Request, Response } from 'express';
import { Logger } from 'pino';

declare module 'node:http' {
  interface ServerResponse {
    /** An unexpected error behind a 500, for the request's log line (see app.ts's error handler). */
    err?: Error;
  }
}

/** One request's line: values that hold no secret. */
export interface RequestLine {
  request_id: string;
  method: string;
  route: string;
  status: number;
  duration_ms: number;
}

/** Writes request lines at info or error, or not at all below the log's level (the wiring gives observability's flatLineLog). */
export type RequestLineLog = (level: 'info' | 'error', line: RequestLine, message: string) => void;

/** Where the request lines go: `plain` writes them without redaction (see observeRequests), `redacted` carries errors. */
export interface RequestLogs {
  plain: RequestLineLog;
  redacted: Logger;
}

export interface RequestMetrics {
  recordRequest(request: { method: string; route: string; status: number; seconds: number }): void;
}

/** nginx's "client closed request": the client went away before the answer was finished. */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Observes every request once, when its answer is finished or the client goes away: one log line
 * and one count in the metrics, from one route label and one elapsed time.
 *
 * The log line holds `request_id`, `method`, `route` (the template, never the raw URL, which may
 * carry secrets in its path or query), `status` and `duration_ms`; headers and bodies are never
 * logged. An unexpected error (a 500) rides on the same line as `err`, with its stack, scrubbed and
 * redacted by `logs.redacted`. No per-request child logger: the line is one small flat object of values
 * that hold no secret, written in one template (observability/logger.ts, flatLineLog).
 *
 * The metrics count the request under its method, route and status (499 when the client went
 * away first) and time it in the duration histogram.
 */
export function observeRequests(logs: RequestLogs, metrics: RequestMetrics, routeOf: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const receivedAt = process.hrtime.bigint();
    // A response emits 'close' once, after 'finish' or when the client went away first.
    res.on('close', () => {
      const seconds = Number(process.hrtime.bigint() - receivedAt) / 1e9;
      const route = routeOf(req);
      const finished = res.writableFinished;
      const status = res.statusCode;
      metrics.recordRequest({ method: req.method, route, status: finished ? status : CLIENT_CLOSED_REQUEST, seconds });
      writeLogLine(logs, req, res, route, Math.round(seconds * 1e6) / 1e3, finished);
    });
    next();
  };
}

function writeLogLine(
  logs: RequestLogs,
  req: Request,
  res: Response,
  route: string,
  durationMs: number,
  finished: boolean,
): void {
  const line = { request_id: String(res.locals.requestId), method: req.method, route, status: res.statusCode, duration_ms: durationMs };
  const message = `${req.method} ${route} ${res.statusCode}`;
  if (res.err) logs.redacted.error({ ...line, err: res.err }, message);
  else if (res.statusCode >= 500) logs.plain('error', line, message);
  else logs.plain('info', line, finished ? message : `${message} (client went away)`);
}
