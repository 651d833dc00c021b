import { randomUUID } from 'node:crypto';
import { NextFunction, Request, Response } from 'express';

/** A caller's X-Request-Id that is kept (the OpenAPI document states it as the header's pattern). */
export const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Accepts the caller's X-Request-Id when it is sane, otherwise makes one; echoes it on every answer. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  next();
}
