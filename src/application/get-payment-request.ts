import { PaymentRequestNotFound } from '../domain/errors';
import { hasIdShape } from '../domain/ids';
import { PaymentRequest } from '../domain/payment-request';
import { PaymentRequestRepository } from './ports/payment-request-repository';

export class GetPaymentRequest {
  constructor(private readonly requests: PaymentRequestRepository) {}

  /** Another merchant's request is not found, exactly like one that does not exist. */
  async execute(merchantId: string, id: string): Promise<PaymentRequest> {
    return findOwnPaymentRequest(this.requests, merchantId, id);
  }
}

export async function findOwnPaymentRequest(
  requests: PaymentRequestRepository,
  merchantId: string,
  id: string,
): Promise<PaymentRequest> {
  const request = hasIdShape('paymentRequest', id) ? await requests.findById(merchantId, id) : null;
  if (!request) throw new PaymentRequestNotFound(id);
  return request;
}
