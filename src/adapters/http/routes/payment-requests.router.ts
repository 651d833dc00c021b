import { Request, Response, Router } from 'express';
import { CreatePaymentRequest } from '../../../application/create-payment-request';
import { GetPaymentRequest } from '../../../application/get-payment-request';
import { ListPaymentRequests } from '../../../application/list-payment-requests';
import { UpdatePaymentRequest } from '../../../application/update-payment-request';
import { parseUsdAmount } from '../../../domain/money';
import { parseListQuery } from '../dto/list-query';
import { CreatePaymentRequestBody, UpdatePaymentRequestBody } from '../dto/payment-request.dto';
import { validateBody } from '../dto/validate-body';
import { currentMerchant } from '../middleware/authenticate';
import { PaymentRequestPresenter } from '../presenters/payment-request.presenter';
import { invalidFields } from '../problem';

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
    const request = await useCases.create.execute({
      merchantId: currentMerchant(res).id,
      amount: parseUsdAmount(body.amount)!,
      description: body.description,
      externalId: body.external_id ?? null,
      customer: {
        dni: body.customer.dni,
        email: body.customer.email,
        firstName: body.customer.first_name,
        lastName: body.customer.last_name,
      },
    });
    res.status(201).json(presenter.management(request));
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
    const request = await useCases.get.execute(currentMerchant(res).id, req.params.id);
    res.json(presenter.management(request));
  });

  router.patch('/:id', async (req: Request<{ id: string }>, res: Response) => {
    const body = validateBody(UpdatePaymentRequestBody, req.body);
    if (body.amount === undefined && body.description === undefined) {
      throw invalidFields([{ field: 'amount', message: 'send amount, description or both' }]);
    }
    const request = await useCases.update.execute({
      merchantId: currentMerchant(res).id,
      id: req.params.id,
      amount: body.amount === undefined ? undefined : parseUsdAmount(body.amount)!,
      description: body.description,
    });
    res.json(presenter.management(request));
  });

  return router;
}
