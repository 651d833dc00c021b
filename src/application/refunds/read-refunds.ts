import { Owner } from '../../domain/mode';
import { PaymentRequest } from '../../domain/payment-requests';
import { NotFound } from '../outcomes';
import { findOwnPaymentRequest } from '../payment-requests/get-payment-request';
import { PaymentRequestRepository } from '../ports/payment-request-repository';
import { findOwnRefund } from './manual-refunds';
import { RefundFound, RefundNotFound } from './refund-outcomes';

/** A refund by its id, and a request's refunds (oldest first). Another owner's are not found. */
export class ReadRefunds {
  constructor(private readonly requests: PaymentRequestRepository) {}

  get(owner: Owner, id: string): Promise<RefundFound | RefundNotFound> {
    return findOwnRefund(this.requests, owner, id);
  }

  async ofRequest(owner: Owner, paymentRequestId: string): Promise<{ kind: 'found'; request: PaymentRequest } | NotFound> {
    const request = await findOwnPaymentRequest(this.requests, owner, paymentRequestId);
    return request ? { kind: 'found', request } : { kind: 'not_found', id: paymentRequestId };
  }
}
