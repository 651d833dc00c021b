import { Request, Response } from 'express';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { elapsedSeconds } from './request-timing';

/**
 * One line per request, written when the answer is finished (or the client goes away):
 * `request_id`, `method`, `route` (the template, never the raw URL, which may carry secrets in its
 * path or query), `status` and `duration_ms`. Headers and bodies are never logged. An unexpected
 * error (a 500) rides on the same line as `err`, with its stack (see app.ts's error handler).
 */
export function requestLog(logger: Logger, routeOf: (req: Request) => string) {
  const line = (req: IncomingMessage, res: ServerResponse) => ({
    method: req.method,
    route: routeOf(req as Request),
    status: res.statusCode,
    duration_ms: Math.round(elapsedSeconds(res as Response) * 1e6) / 1e3,
  });
  return pinoHttp({
    logger,
    genReqId: (_req, res) => String((res as Response).locals.requestId),
    customAttributeKeys: { reqId: 'request_id' },
    quietReqLogger: true,
    quietResLogger: true,
    // Keep the logger's own serializers (they scrub errors) rather than pino-http's standard ones.
    wrapSerializers: false,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res) => line(req, res),
    customSuccessMessage: (req, res) => `${req.method} ${routeOf(req as Request)} ${res.statusCode}${res.writableEnded ? '' : ' (client went away)'}`,
    // pino-http invents an error for every 5xx; only a real unexpected error (res.err) is worth a stack.
    customErrorObject: (req, res) => ({ ...line(req, res), ...(res.err ? { err: res.err } : {}) }),
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req as Request)} ${res.statusCode}`,
  });
}
