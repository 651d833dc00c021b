import { MerchantProfile, profileOf } from '../../domain/merchant-profile';
import { ExchangeRate, Money } from '../../domain/money';
import { PaymentLink, closedReason, isLinkToken } from '../../domain/payment-links';
import { unpriceable } from '../../domain/payment-requests';
import { RateUnavailable } from '../outcomes';
import { Clock } from '../ports/clock';
import { ExchangeRateProvider } from '../ports/exchange-rate-provider';
import { MerchantRepository } from '../ports/merchant-repository';
import { PaymentLinkRepository } from '../ports/payment-link-repository';

/** A link as its page shows it: whom the customer pays, and whether it still creates requests. */
export interface OpenedPaymentLink {
  link: PaymentLink;
  merchant: MerchantProfile;
  /** Why the link creates nothing now; null: it is open. */
  closed: 'inactive' | 'expired' | null;
  /** Today's rate as read to open the link, the rate a request created through it now gets; null: closed, not read. */
  rate: ExchangeRate | RateUnavailable | null;
  /** The amount in VES at today's rate (the rate a request created now gets); null when no rate may be applied. */
  priceInVes: Money | null;
}

/**
 * The link page's lookup: whoever holds the link's address may see it, whatever merchant made it.
 * Null when no link has the token; a token of the wrong shape is not looked up.
 */
export class OpenPaymentLink {
  constructor(
    private readonly links: PaymentLinkRepository,
    private readonly merchants: MerchantRepository,
    private readonly rates: ExchangeRateProvider,
    private readonly clock: Clock,
  ) {}

  async execute(token: string): Promise<OpenedPaymentLink | null> {
    if (!isLinkToken(token)) return null;
    const link = await this.links.findByToken(token);
    if (!link) return null;
    const merchant = await this.merchants.findById(link.merchantId);
    if (!merchant) throw new Error(`payment link ${link.id} of a merchant not stored`);
    const closed = closedReason(link, this.clock.now());
    const rate = closed ? null : await this.rates.usdToVes();
    const priceInVes = rate === null || 'kind' in rate || unpriceable(link.amount, rate) ? null : link.amount.convert(rate);
    return { link, merchant: profileOf(merchant), closed, rate, priceInVes };
  }
}
