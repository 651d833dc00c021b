import express, { Express, NextFunction, Request, Response, Router } from 'express';
import { Logger } from 'pino';
import { AuthenticateMerchant } from '../../application/authenticate-merchant';
import { toProblem } from './error-mapping';
import { authenticate } from './middleware/authenticate';
import { requestId } from './middleware/request-id';
import { PaymentRequestPresenter } from './presenters/payment-request.presenter';
import { Problem, sendProblem } from './problem';
import { CheckoutUseCases, checkoutsRouter } from './routes/checkouts.router';
import { PaymentRequestUseCases, paymentRequestsRouter } from './routes/payment-requests.router';

export const MAX_BODY_BYTES = 16 * 1024;

export interface AppDependencies {
  authenticateMerchant: AuthenticateMerchant;
  paymentRequests: PaymentRequestUseCases;
  checkouts: CheckoutUseCases;
  presenter: PaymentRequestPresenter;
  logger: Logger;
}

export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.use(requestId);

  const api = Router();
  api.use(authenticate(deps.authenticateMerchant));
  api.use(express.json({ limit: MAX_BODY_BYTES, type: ['application/json', 'application/*+json'] }));
  api.use('/payment_requests', paymentRequestsRouter(deps.paymentRequests, deps.presenter));
  api.use('/checkouts', checkoutsRouter(deps.checkouts, deps.presenter));
  app.use('/api/v1', api);

  app.use((req: Request) => {
    throw new Problem(404, 'not_found', `There is no route ${req.method} ${req.path}.`);
  });
  app.use(errorHandler(deps.logger));
  return app;
}

function errorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    const { problem, unexpected } = toProblem(error);
    if (unexpected) logger.error({ err: error, requestId: res.locals.requestId, route: req.route?.path }, 'unexpected error');
    if (res.headersSent) return next(error);
    sendProblem(res, problem);
  };
}
