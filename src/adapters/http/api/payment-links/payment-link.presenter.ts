import { token } from '../../../../application/ports/token';
import { PaymentLink } from '../../../../domain/payment-links';
import { managementMoney } from '../payment-requests/payment-request.presenter';
import { PaymentLinkWire } from './payment-link.schema';

const unixSeconds = (instant: Date): number => Math.floor(instant.getTime() / 1000);

export const PAYMENT_LINK_PRESENTER = token<PaymentLinkPresenter>('PaymentLinkPresenter');

/** A payment link as the API shows it: cents and Unix seconds, as a payment request's management view. */
export class PaymentLinkPresenter {
  constructor(private readonly hostedPageUrl: string) {}

  view(link: PaymentLink): PaymentLinkWire {
    return {
      id: link.id,
      object: 'payment_link',
      livemode: link.livemode,
      url: this.url(link),
      amount: managementMoney(link.amount, 'USD'),
      description: link.description,
      active: link.active,
      expires_at: link.expiresAt ? unixSeconds(link.expiresAt) : null,
      created_at: unixSeconds(link.createdAt),
      updated_at: unixSeconds(link.updatedAt),
    };
  }

  url(link: Pick<PaymentLink, 'token'>): string {
    return `${this.hostedPageUrl}/payments_portal/links/${link.token}`;
  }
}
