import { NextFunction, Request, Response } from 'express';
import { ServiceMetrics } from '../../observability/service-metrics';
import { elapsedSeconds } from './request-timing';

/** nginx's "client closed request": the client went away before the answer was finished. */
const CLIENT_CLOSED_REQUEST = 499;

/** Counts every answered request once, when the answer is finished. */
export function requestMetrics(metrics: ServiceMetrics, routeOf: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const route = routeOf(req);
      const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED_REQUEST;
      metrics.recordRequest({ method: req.method, route, status, seconds: elapsedSeconds(res) });
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}
