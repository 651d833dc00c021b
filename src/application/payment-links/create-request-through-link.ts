import { CustomerDetails } from '../../domain/customer';
import { CreateOutcome, NotFound } from '../outcomes';
import { CreatePaymentRequest } from '../payment-requests/create-payment-request';
import { OpenPaymentLink, OpenedPaymentLink } from './open-payment-link';

export type LinkClosed = { kind: 'link_closed'; reason: 'inactive' | 'expired' };
export type CreateThroughLinkOutcome = CreateOutcome | NotFound | LinkClosed;

export interface CreateRequestThroughLinkCommand {
  token: string;
  /** The dni alone for a customer the merchant knows in the link's mode; with e-mail and names for a new one (used for a new one only). */
  customer: CustomerDetails & { dni: string };
  /** The link of `token` as the caller has just opened it (the link page's): its link, merchant and rate are not read again. */
  opened?: OpenedPaymentLink;
}

/**
 * A customer's payment request through an open link: the link's amount and description, in the
 * link's merchant and mode, at the rate read to open it, created by the same use case as the API's
 * (customer rules, events).
 */
export class CreateRequestThroughLink {
  constructor(
    private readonly open: OpenPaymentLink,
    private readonly create: CreatePaymentRequest,
  ) {}

  async execute(command: CreateRequestThroughLinkCommand): Promise<CreateThroughLinkOutcome> {
    const opened = command.opened ?? (await this.open.execute(command.token));
    if (!opened) return { kind: 'not_found', id: command.token };
    const { link, closed, rate } = opened;
    if (closed) return { kind: 'link_closed', reason: closed };
    const request = {
      owner: { merchantId: link.merchantId, livemode: link.livemode },
      amount: link.amount,
      description: link.description,
      externalId: null,
      paymentLinkId: link.id,
      rate: rate ?? { kind: 'rate_unavailable' as const },
    };
    // The dni alone first: whoever holds a public link must never change what a known customer's record says.
    const { dni, email, firstName, lastName } = command.customer;
    const known = await this.create.execute({ ...request, customer: { dni } });
    if (known.kind !== 'customer_details_missing' || email === undefined) return known;
    return this.create.execute({ ...request, customer: { dni, email, firstName, lastName } });
  }
}
