import { isUtf8 } from 'node:buffer';
import { IncomingMessage } from 'node:http';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { Problem } from '../problem';

const JSON_TYPES = ['application/json', 'application/*+json'];
const CHARSET = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;

const notUtf8Json = (detail: string) => new Problem('unsupported_media_type', detail);

/** What the body parser itself checks first: a request with neither header has no body to read. */
const mayHaveBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length']));

/**
 * Reads a JSON body of at most `limit` bytes, and only UTF-8 JSON: a charset other than utf-8
 * (any case) and bytes that are not valid UTF-8 are both 415, before anything is decoded, so no
 * text is ever silently replaced by U+FFFD or read in another encoding. A request without a body
 * (most GETs) passes straight through.
 */
export function utf8JsonBody(limit: number): RequestHandler {
  const charsetIsUtf8: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
    if (!req.is(JSON_TYPES)) return next();
    const match = CHARSET.exec(req.get('content-type') ?? '');
    const charset = match ? (match[1] ?? match[2]) : undefined;
    if (charset !== undefined && charset.toLowerCase() !== 'utf-8') {
      return next(notUtf8Json(`The body must be UTF-8 JSON; charset=${JSON.stringify(charset).slice(1, -1)} is not accepted.`));
    }
    next();
  };
  const verify = (_req: IncomingMessage, _res: unknown, body: Buffer) => {
    if (!isUtf8(body)) throw notUtf8Json('The body must be UTF-8 JSON; it holds bytes that are not valid UTF-8.');
  };
  const parse = express.json({ limit, type: JSON_TYPES, verify });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!mayHaveBody(req)) return next();
    charsetIsUtf8(req, res, (refused?: unknown) => (refused ? next(refused) : parse(req, res, next)));
  };
}
