import { PaymentRequestNotFound } from '../domain/errors';
import { PaymentRequest } from '../domain/payment-request';
import { PaymentRequestRepository } from './ports/payment-request-repository';

/** `PR` and 4 to 32 upper-case letters or digits: anything else cannot be a payment_url's token. */
export const PAYMENT_TOKEN_SHAPE = /^PR[A-Z0-9]{4,32}$/;

/**
 * The hosted payment page's lookup: whoever holds the payment_url may see the request, whatever
 * merchant issued it. A token of the wrong shape is not found without asking the repository.
 */
export class GetPaymentRequestByToken {
  constructor(private readonly requests: PaymentRequestRepository) {}

  async execute(token: string): Promise<PaymentRequest> {
    const request = PAYMENT_TOKEN_SHAPE.test(token) ? await this.requests.findByToken(token) : null;
    if (!request) throw new PaymentRequestNotFound(token);
    return request;
  }
}
