import { Request, Response, Router } from 'express';
import { CreatePaymentRequest } from '../../../application/create-payment-request';
import { GetPaymentRequest } from '../../../application/get-payment-request';
import { ListPaymentRequests } from '../../../application/list-payment-requests';
import { UpdatePaymentRequest } from '../../../application/update-payment-request';
import { parseListQuery } from '../dto/list-query';
import { CreatePaymentRequestBody, UpdatePaymentRequestBody, toCreatePaymentRequestCommand } from '../dto/payment-request.dto';
import { validateBody } from '../dto/validate-body';
import { currentMerchant } from '../middleware/authenticate';
import { PaymentRequestPresenter } from '../presenters/payment-request.presenter';
import { invalidFields } from '../problem';
import { refusalProblem } from '../refusal-problem';

export interface PaymentRequestUseCases {
  create: CreatePaymentRequest;
  update: UpdatePaymentRequest;
  get: GetPaymentRequest;
  list: ListPaymentRequests;
}

export function paymentRequestsRouter(useCases: PaymentRequestUseCases, presenter: PaymentRequestPresenter): Router {
  const router = Router();

  router.post('/', async (req: Request, res: Response) => {
    const body = validateBody(CreatePaymentRequestBody, req.body);
    const outcome = await useCases.create.execute(toCreatePaymentRequestCommand(body, currentMerchant(res).id));
    if (outcome.kind !== 'created') throw refusalProblem(outcome);
    res.status(201).json(presenter.management(outcome.request));
  });

  router.get('/', async (req: Request, res: Response) => {
    const query = parseListQuery(currentMerchant(res).id, req.query as Record<string, unknown>);
    const list = await useCases.list.execute(query);
    res.json({
      meta: {
        current_page: list.page,
        limit: list.limit,
        total_pages: list.totalPages,
        total_objects: list.totalObjects,
      },
      data: list.items.map((request) => presenter.management(request)),
    });
  });

  router.get('/:id', async (req: Request<{ id: string }>, res: Response) => {
    const outcome = await useCases.get.execute(currentMerchant(res).id, req.params.id);
    if (outcome.kind !== 'found') throw refusalProblem(outcome);
    res.json(presenter.management(outcome.request));
  });

  router.patch('/:id', async (req: Request<{ id: string }>, res: Response) => {
    const body = validateBody(UpdatePaymentRequestBody, req.body);
    if (body.amount === undefined && body.description === undefined) {
      throw invalidFields([{ field: 'amount', message: 'send amount, description or both' }]);
    }
    const outcome = await useCases.update.execute({
      merchantId: currentMerchant(res).id,
      id: req.params.id,
      amount: body.amount,
      description: body.description,
    });
    if (outcome.kind !== 'updated') throw refusalProblem(outcome);
    res.json(presenter.management(outcome.request));
  });

  return router;
}
