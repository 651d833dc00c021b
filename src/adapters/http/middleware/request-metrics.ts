import { NextFunction, Request, Response } from 'express';
import { ServiceMetrics } from '../../observability/service-metrics';
import { checkoutOutcome } from './checkout-outcome';
import { elapsedSeconds } from './request-timing';

/** nginx's "client closed request": the client went away before the answer was finished. */
const CLIENT_CLOSED_REQUEST = 499;

/** Counts every answered request (and every checkout outcome) once, when the answer is finished. */
export function requestMetrics(metrics: ServiceMetrics, routeOf: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const route = routeOf(req);
      const status = res.writableFinished ? res.statusCode : CLIENT_CLOSED_REQUEST;
      metrics.recordRequest({ method: req.method, route, status, seconds: elapsedSeconds(res) });
      const checkout = res.writableFinished ? checkoutOutcome(route, status, res.locals.problemCode as string | undefined) : null;
      if (checkout) metrics.recordCheckout(checkout.method, checkout.outcome);
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}
