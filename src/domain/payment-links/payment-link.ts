import { LINK_TOKEN_PREFIX } from '../ids';
import { Money } from '../money';
import { ExpiryOutOfRange } from '../payment-requests/issue-terms';

/** `PL` and 4 to 32 upper-case letters or digits: anything else cannot be a link's token (a request's starts with `PR`). */
const LINK_TOKEN_SHAPE = new RegExp(`^${LINK_TOKEN_PREFIX}[A-Z0-9]{4,32}$`);

export function isLinkToken(text: string): boolean {
  return LINK_TOKEN_SHAPE.test(text);
}

/** How far ahead a link's expiry may be set: a link is shared for longer than a request waits. */
export const LINK_EXPIRY_WINDOW_SECONDS = { min: 60, max: 366 * 24 * 60 * 60 } as const;

/**
 * A reusable payment link: one address a merchant posts, through which each customer creates a
 * payment request of its amount and description for themself.
 */
export interface PaymentLink {
  id: string;
  merchantId: string;
  /** The mode of the key that made it: the requests it creates are of this mode. */
  livemode: boolean;
  /** The last segment of `/payments_portal/links/<token>`. */
  token: string;
  /** In USD, positive. */
  amount: Money;
  description: string;
  active: boolean;
  /** From this instant on the link creates nothing; null: never. */
  expiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewPaymentLink = Pick<PaymentLink, 'id' | 'merchantId' | 'livemode' | 'token' | 'amount' | 'description'> & {
  expiresAt: Date | null;
};

/** What a change may touch; a member left out stays as it is. */
export interface PaymentLinkChanges {
  active?: boolean;
  amount?: Money;
  description?: string;
}

export function linkExpiryOutOfRange(expiresAt: Date | null, now: Date): ExpiryOutOfRange | null {
  if (expiresAt === null) return null;
  const ahead = (expiresAt.getTime() - now.getTime()) / 1000;
  if (ahead >= LINK_EXPIRY_WINDOW_SECONDS.min && ahead <= LINK_EXPIRY_WINDOW_SECONDS.max) return null;
  return { kind: 'expiry_out_of_range', minSeconds: LINK_EXPIRY_WINDOW_SECONDS.min, maxSeconds: LINK_EXPIRY_WINDOW_SECONDS.max };
}

/** The amount's own rules (USD, above zero) are a bug when broken: the edge parses amounts before they get here. */
function checkAmount(amount: Money): void {
  if (amount.currency !== 'USD' || amount.cents <= 0) throw new RangeError('a payment link is priced in USD, above zero');
}

export function newPaymentLink(fields: NewPaymentLink, now: Date): PaymentLink | ExpiryOutOfRange {
  checkAmount(fields.amount);
  const badExpiry = linkExpiryOutOfRange(fields.expiresAt, now);
  if (badExpiry) return badExpiry;
  return { ...fields, active: true, createdAt: now, updatedAt: now };
}

export function changePaymentLink(link: PaymentLink, changes: PaymentLinkChanges, now: Date): PaymentLink {
  if (changes.amount !== undefined) checkAmount(changes.amount);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return { ...link, ...defined, updatedAt: now };
}

/** Why a link creates nothing at `now`, or null when it is open. */
export function closedReason(link: Pick<PaymentLink, 'active' | 'expiresAt'>, now: Date): 'inactive' | 'expired' | null {
  if (!link.active) return 'inactive';
  if (link.expiresAt !== null && now.getTime() >= link.expiresAt.getTime()) return 'expired';
  return null;
}

/** True while the link creates payment requests: active and not expired. */
export function isOpen(link: Pick<PaymentLink, 'active' | 'expiresAt'>, now: Date): boolean {
  return closedReason(link, now) === null;
}
