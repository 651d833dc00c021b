import { Request, Response } from 'express';

/**
 * Answers `status` with `body` as JSON: the same status, headers and bytes as Express's
 * `res.status(status).json(body)` (this app sets no JSON replacer, spaces or escaping, and no ETag),
 * without its per-answer settings lookups, Content-Type parsing and copy of the body into a Buffer.
 * Node sends no body to a HEAD. A request with If-None-Match goes through Express, which answers
 * `If-None-Match: *` with a 304 (with no ETag and no Last-Modified, nothing else can be fresh); so
 * does an answer without a body.
 */
export function sendJson(req: Request, res: Response, status: number, body: unknown): void {
  if (body === undefined || req.headers['if-none-match'] !== undefined) {
    res.status(status).json(body);
    return;
  }
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
