import { NextFunction, Request, Response } from 'express';

/** Marks when the request arrived, for the request log and the duration histogram. */
export function requestTiming(_req: Request, res: Response, next: NextFunction): void {
  res.locals.receivedAt = process.hrtime.bigint();
  next();
}

export function elapsedSeconds(res: Response): number {
  const receivedAt = res.locals.receivedAt as bigint | undefined;
  return receivedAt === undefined ? 0 : Number(process.hrtime.bigint() - receivedAt) / 1e9;
}
