import { Owner } from '../../domain/mode';
import { PaymentLink } from '../../domain/payment-links';
import { KeyWrite } from './idempotency-store';
import { PageRequest } from './payment-request-repository';
import { token } from './token';

export interface PaymentLinkPage {
  items: PaymentLink[];
  /** How many links the owner has in all. */
  total: number;
}

export interface PaymentLinkRepository {
  /** Stores a new link, and with it (in the same transaction) the recovery point of the key its request holds. */
  add(link: PaymentLink, idempotencyKey?: KeyWrite): Promise<void>;
  /** Only the owner's own links are ever found. */
  findById(owner: Owner, id: string): Promise<PaymentLink | null>;
  /** Whoever holds the link's address may use it, whatever merchant made it. */
  findByToken(token: string): Promise<PaymentLink | null>;
  /** The owner's links, newest first (ties broken by id). */
  list(owner: Owner, page: PageRequest): Promise<PaymentLinkPage>;
  /**
   * Read-modify-write, atomic against other writers of the same link: stores what `change` makes of
   * the stored link and returns it; null when the owner has no such link.
   */
  modify(owner: Owner, id: string, change: (link: PaymentLink) => PaymentLink): Promise<PaymentLink | null>;
}
export const PAYMENT_LINK_REPOSITORY = token<PaymentLinkRepository>('PaymentLinkRepository');
