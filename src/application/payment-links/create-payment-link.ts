import { Owner } from '../../domain/mode';
import { Money } from '../../domain/money';
import { newPaymentLink } from '../../domain/payment-links';
import { Clock } from '../ports/clock';
import { IdGenerator } from '../ports/id-generator';
import { PaymentLinkRepository } from '../ports/payment-link-repository';
import { CreatePaymentLinkOutcome } from './payment-link-outcomes';
import { ClaimedKey, recoveryPointWrite } from '../idempotency/claimed-key';

export interface CreatePaymentLinkCommand {
  owner: Owner;
  /** USD, above zero (parsed at the edge as a request's amount is). */
  amount: Money;
  description: string;
  /** Null: the link never expires. */
  expiresAt: Date | null;
  /** The key the request holds: the add records the new link on it, for a retry after a crash. */
  idempotencyKey?: ClaimedKey;
}

/** A new active link of the owner's mode, with a fresh public token. */
export class CreatePaymentLink {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly links: PaymentLinkRepository,
  ) {}

  async execute(command: CreatePaymentLinkCommand): Promise<CreatePaymentLinkOutcome> {
    const link = newPaymentLink({
      id: this.ids.next('paymentLink'),
      ...command.owner,
      token: this.ids.nextLinkToken(),
      amount: command.amount,
      description: command.description,
      expiresAt: command.expiresAt,
    }, this.clock.now());
    if ('kind' in link) return link;
    await this.links.add(link, recoveryPointWrite(command.idempotencyKey, link, { paymentLinkId: link.id }));
    return { kind: 'created', link };
  }
}
