import { ExpiryOutOfRange } from '../../domain/payment-requests';
import { PaymentLink } from '../../domain/payment-links';

export type PaymentLinkNotFound = { kind: 'payment_link_not_found'; id: string };
export type PaymentLinkCreated = { kind: 'created'; link: PaymentLink };
export type PaymentLinkFound = { kind: 'found'; link: PaymentLink };
export type PaymentLinkUpdated = { kind: 'updated'; link: PaymentLink };

export type CreatePaymentLinkOutcome = PaymentLinkCreated | ExpiryOutOfRange;
export type GetPaymentLinkOutcome = PaymentLinkFound | PaymentLinkNotFound;
export type UpdatePaymentLinkOutcome = PaymentLinkUpdated | PaymentLinkNotFound;
