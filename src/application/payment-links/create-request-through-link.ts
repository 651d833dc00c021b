import { CustomerDetails } from '../../domain/customer';
import { closedReason, isLinkToken } from '../../domain/payment-links';
import { CreateOutcome, NotFound } from '../outcomes';
import { Clock } from '../ports/clock';
import { PaymentLinkRepository } from '../ports/payment-link-repository';
import { CreatePaymentRequest } from '../payment-requests/create-payment-request';

export type LinkClosed = { kind: 'link_closed'; reason: 'inactive' | 'expired' };
export type CreateThroughLinkOutcome = CreateOutcome | NotFound | LinkClosed;

export interface CreateRequestThroughLinkCommand {
  token: string;
  /** The dni alone for a customer the merchant knows in the link's mode; with e-mail and names for a new one (used for a new one only). */
  customer: CustomerDetails & { dni: string };
}

/**
 * A customer's payment request through an open link: the link's amount and description, in the
 * link's merchant and mode, created by the same use case as the API's (customer rules, rate, events).
 */
export class CreateRequestThroughLink {
  constructor(
    private readonly links: PaymentLinkRepository,
    private readonly create: CreatePaymentRequest,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateRequestThroughLinkCommand): Promise<CreateThroughLinkOutcome> {
    const link = isLinkToken(command.token) ? await this.links.findByToken(command.token) : null;
    if (!link) return { kind: 'not_found', id: command.token };
    const reason = closedReason(link, this.clock.now());
    if (reason) return { kind: 'link_closed', reason };
    const request = {
      owner: { merchantId: link.merchantId, livemode: link.livemode },
      amount: link.amount,
      description: link.description,
      externalId: null,
      paymentLinkId: link.id,
    };
    // The dni alone first: whoever holds a public link must never change what a known customer's record says.
    const { dni, email, firstName, lastName } = command.customer;
    const known = await this.create.execute({ ...request, customer: { dni } });
    if (known.kind !== 'customer_details_missing' || email === undefined) return known;
    return this.create.execute({ ...request, customer: { dni, email, firstName, lastName } });
  }
}
