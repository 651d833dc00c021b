import { hasIdShape } from '../../domain/ids';
import { Owner } from '../../domain/mode';
import { PaymentLink } from '../../domain/payment-links';
import { PaymentLinkRepository } from '../ports/payment-link-repository';
import { GetPaymentLinkOutcome } from './payment-link-outcomes';

export interface PaymentLinkList {
  items: PaymentLink[];
  page: number;
  limit: number;
  totalPages: number;
  totalObjects: number;
}

/** One of the owner's links; another owner's, or an id of another shape, is not found. */
export class GetPaymentLink {
  constructor(private readonly links: PaymentLinkRepository) {}

  async execute(owner: Owner, id: string): Promise<GetPaymentLinkOutcome> {
    const link = hasIdShape('paymentLink', id) ? await this.links.findById(owner, id) : null;
    return link ? { kind: 'found', link } : { kind: 'payment_link_not_found', id };
  }
}

/** The owner's links, newest first, paged as the payment requests list is. */
export class ListPaymentLinks {
  constructor(private readonly links: PaymentLinkRepository) {}

  async execute(query: { owner: Owner; page: number; limit: number }): Promise<PaymentLinkList> {
    const { items, total } = await this.links.list(query.owner, { limit: query.limit, offset: (query.page - 1) * query.limit });
    return { items, page: query.page, limit: query.limit, totalObjects: total, totalPages: Math.ceil(total / query.limit) };
  }
}
