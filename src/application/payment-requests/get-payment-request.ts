import { Owner } from '../../domain/mode';
import { hasIdShape } from '../../domain/ids';
import { PaymentRequest } from '../../domain/payment-requests';
import { NotFound } from '../outcomes';
import { PaymentRequestRepository } from '../ports/payment-request-repository';

export class GetPaymentRequest {
  constructor(private readonly requests: PaymentRequestRepository) {}

  /** Another merchant's or the other mode's request is not found, exactly like one that does not exist. */
  async execute(owner: Owner, id: string): Promise<{ kind: 'found'; request: PaymentRequest } | NotFound> {
    const request = await findOwnPaymentRequest(this.requests, owner, id);
    return request ? { kind: 'found', request } : { kind: 'not_found', id };
  }
}

/** The owner's own request `id`, or null; an id of the wrong shape is not looked up. */
export async function findOwnPaymentRequest(
  requests: PaymentRequestRepository,
  owner: Owner,
  id: string,
): Promise<PaymentRequest | null> {
  return hasIdShape('paymentRequest', id) ? requests.findById(owner, id) : null;
}
