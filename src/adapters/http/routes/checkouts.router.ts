import { ClassConstructor } from 'class-transformer';
import { Request, Response, Router } from 'express';
import { PayByC2p } from '../../../application/pay-by-c2p';
import { PayByCard } from '../../../application/pay-by-card';
import { C2pPaymentBody, CardPaymentBody, toPayByC2pCommand, toPayByCardCommand } from '../dto/checkout.dto';
import { isJsonObject, validateBody } from '../dto/validate-body';
import { currentMerchant } from '../middleware/authenticate';
import { PaymentRequestPresenter } from '../presenters/payment-request.presenter';
import { badRequest, invalidFields } from '../problem';
import { refusalProblem } from '../refusal-problem';

export interface CheckoutUseCases {
  payByC2p: PayByC2p;
  payByCard: PayByCard;
}

/** `{ "payment": { … } }`: 400 unless `payment` is an object; 422 naming `payment.<field>` otherwise. */
function readPayment<T extends object>(dto: ClassConstructor<T>, body: unknown): T {
  if (!isJsonObject(body)) throw badRequest('The request body must be a JSON object (Content-Type: application/json).');
  if (!isJsonObject(body.payment)) throw badRequest('The body must hold the payment fields in a "payment" object.');
  const extra = Object.keys(body).filter((key) => key !== 'payment');
  if (extra.length > 0) throw invalidFields(extra.map((field) => ({ field, message: 'is not an allowed field' })));
  return validateBody(dto, body.payment, 'payment');
}

export function checkoutsRouter(useCases: CheckoutUseCases, presenter: PaymentRequestPresenter): Router {
  const router = Router();

  router.post('/c2p', async (req: Request, res: Response) => {
    const payment = readPayment(C2pPaymentBody, req.body);
    const outcome = await useCases.payByC2p.execute(toPayByC2pCommand(payment, currentMerchant(res).id));
    if (outcome.kind !== 'paid') throw refusalProblem(outcome);
    res.status(201).json(presenter.checkoutView(outcome.request));
  });

  router.post('/credit_card', async (req: Request, res: Response) => {
    const payment = readPayment(CardPaymentBody, req.body);
    const outcome = await useCases.payByCard.execute(toPayByCardCommand(payment, currentMerchant(res).id));
    if (outcome.kind !== 'paid') throw refusalProblem(outcome);
    res.status(201).json(presenter.checkoutView(outcome.request));
  });

  return router;
}
