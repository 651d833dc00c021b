import { hasIdShape } from '../../domain/ids';
import { Owner } from '../../domain/mode';
import { PaymentLinkChanges, changePaymentLink } from '../../domain/payment-links';
import { Clock } from '../ports/clock';
import { PaymentLinkRepository } from '../ports/payment-link-repository';
import { UpdatePaymentLinkOutcome } from './payment-link-outcomes';

export interface UpdatePaymentLinkCommand {
  owner: Owner;
  id: string;
  /** Deactivating stops new requests through the link; requests already made are untouched. */
  changes: PaymentLinkChanges;
}

/** Changes whether the link is active, its amount or its description; the requests it made keep theirs. */
export class UpdatePaymentLink {
  constructor(
    private readonly clock: Clock,
    private readonly links: PaymentLinkRepository,
  ) {}

  async execute(command: UpdatePaymentLinkCommand): Promise<UpdatePaymentLinkOutcome> {
    const { owner, id, changes } = command;
    const link = hasIdShape('paymentLink', id)
      ? await this.links.modify(owner, id, (stored) => changePaymentLink(stored, changes, this.clock.now()))
      : null;
    return link ? { kind: 'updated', link } : { kind: 'payment_link_not_found', id };
  }
}
