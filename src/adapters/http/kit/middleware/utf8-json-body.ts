import { isUtf8 } from 'node:buffer';
import { IncomingMessage } from 'node:http';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { Problem } from '../problem';

const JSON_TYPES = ['application/json', 'application/*+json'];
const CHARSET = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;

const notUtf8Json = (detail: string) => new Problem('unsupported_media_type', detail);
const NOT_UTF8_BYTES = 'The body must be UTF-8 JSON; it holds bytes that are not valid UTF-8.';

/** What the body parser itself checks first: a request with neither header has no body to read. */
const mayHaveBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number(req.headers['content-length']));

/**
 * Reads a JSON body of at most `limit` bytes, and only UTF-8 JSON: a charset other than utf-8
 * (any case) and bytes that are not valid UTF-8 are both 415, before anything is decoded, so no
 * text is ever silently replaced by U+FFFD or read in another encoding. A request without a body
 * (most GETs) passes straight through. The common body is read by readPlainJson, every other one
 * by body-parser; `plainJsonShortcut: false` sends every one to body-parser (a test compares them).
 */
export function utf8JsonBody(limit: number, { plainJsonShortcut = true } = {}): RequestHandler {
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
    if (!isUtf8(body)) throw notUtf8Json(NOT_UTF8_BYTES);
  };
  const parse = express.json({ limit, type: JSON_TYPES, verify });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!mayHaveBody(req)) return next();
    if (plainJsonShortcut && readPlainJson(req, limit, next)) return;
    charsetIsUtf8(req, res, (refused?: unknown) => (refused ? next(refused) : parse(req, res, next)));
  };
}

/** The Content-Types the shortcut takes as they are written, in any case; any other form goes to body-parser. */
const PLAIN_JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);
const FIRST_NON_WHITESPACE = /^[\x20\x09\x0a\x0d]*([^\x20\x09\x0a\x0d]|$)/;

/** An error of the kind body-parser gives (error-mapping.ts reads its status and type). */
const readFailure = (status: number, type: string, message: string) => Object.assign(new Error(message), { status, type });

/**
 * The body of `Content-Type: application/json` (or with `; charset=utf-8`), a Content-Length within
 * `limit` and no Content-Encoding or Transfer-Encoding, read without body-parser's media type,
 * charset and decompression machinery (about 5% of a create's CPU, the largest piece the lean
 * server of the bench has no counterpart for: docs/benchmarks-first-runs.md, "Express's layers and the body").
 * It answers what body-parser answers for such a body: a BOM is dropped, an empty body reads as
 * `{}`, only an object or an array may come first (400 entity.parse.failed otherwise, as for text
 * that is not JSON), and bytes that are not UTF-8 are 415. False, reading nothing, for any other request.
 */
function readPlainJson(req: Request, limit: number, next: NextFunction): boolean {
  const { headers } = req;
  const type = headers['content-type'];
  const length = headers['content-length'];
  if (type === undefined || length === undefined || !PLAIN_JSON_TYPES.has(type.toLowerCase())) return false;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined || req.readableEnded) return false;
  const expected = Number(length);
  if (!Number.isSafeInteger(expected) || expected > limit) return false;

  // Node's parser ends the body at its Content-Length: 'end' comes with exactly that many bytes, or never.
  const chunks: Buffer[] = [];
  const onData = (chunk: Buffer) => chunks.push(chunk);
  const onEnd = () => {
    stop();
    next(parsed(req, Buffer.concat(chunks)));
  };
  const onFailure = () => {
    stop();
    next(readFailure(400, 'request.aborted', 'request aborted'));
  };
  const stop = () => {
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onFailure);
    req.off('close', onFailure);
  };
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onFailure);
  req.on('close', onFailure);
  return true;
}

/** Sets `req.body`; undefined when it did, the error to pass on when it could not. */
function parsed(req: Request, body: Buffer): unknown {
  if (!isUtf8(body)) return notUtf8Json(NOT_UTF8_BYTES);
  const text = body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf ? body.toString('utf8', 3) : body.toString('utf8');
  if (text.length === 0) {
    req.body = {};
    return undefined;
  }
  const first = text[0] === '{' || text[0] === '[' ? text[0] : FIRST_NON_WHITESPACE.exec(text)![1];
  if (first !== '{' && first !== '[') return readFailure(400, 'entity.parse.failed', 'the body must start with { or [');
  try {
    req.body = JSON.parse(text);
    return undefined;
  } catch (error) {
    return readFailure(400, 'entity.parse.failed', (error as Error).message);
  }
}
