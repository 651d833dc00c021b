import { Owner, belongsTo } from '../../../domain/mode';
import { PaymentLink } from '../../../domain/payment-links';
import { PaymentLinkPage, PaymentLinkRepository } from '../../../application/ports/payment-link-repository';
import { PageRequest } from '../../../application/ports/payment-request-repository';
import { KeyWrite } from '../../../application/ports/idempotency-store';
import { InMemoryIdempotencyStore } from './in-memory-idempotency-store';

const copy = (link: PaymentLink): PaymentLink => ({ ...link });

export class InMemoryPaymentLinkRepository implements PaymentLinkRepository {
  private readonly links = new Map<string, PaymentLink>();

  /** `keys`: where an add's recovery point goes, as the database writes it in the add's transaction. */
  constructor(private readonly keys: InMemoryIdempotencyStore | null = null) {}

  async add(link: PaymentLink, idempotencyKey?: KeyWrite): Promise<void> {
    if (this.links.has(link.id)) throw new Error(`payment link ${link.id} already stored`);
    if ([...this.links.values()].some((stored) => stored.token === link.token)) throw new Error(`payment link token ${link.token} taken`);
    this.links.set(link.id, copy(link));
    if (idempotencyKey) this.keys?.write(idempotencyKey);
  }

  async findById(owner: Owner, id: string): Promise<PaymentLink | null> {
    const found = this.links.get(id);
    return found && belongsTo(found, owner) ? copy(found) : null;
  }

  async findByToken(token: string): Promise<PaymentLink | null> {
    const found = [...this.links.values()].find((link) => link.token === token);
    return found ? copy(found) : null;
  }

  async list(owner: Owner, page: PageRequest): Promise<PaymentLinkPage> {
    const owned = [...this.links.values()]
      .filter((link) => belongsTo(link, owner))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    return { items: owned.slice(page.offset, page.offset + page.limit).map(copy), total: owned.length };
  }

  async modify(owner: Owner, id: string, change: (link: PaymentLink) => PaymentLink): Promise<PaymentLink | null> {
    // No await between the read and the write: nothing else runs in between.
    const found = this.links.get(id);
    if (!found || !belongsTo(found, owner)) return null;
    const changed = copy(change(copy(found)));
    this.links.set(id, changed);
    return copy(changed);
  }
}
