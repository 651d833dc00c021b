import { MerchantProfile } from '../../domain/merchant-profile';
import { PaymentMethod } from '../../domain/payment-intent';
import { PaymentRequest } from '../../domain/payment-requests';

/** What the hosted payment page shows: the request behind a payment_url and whom it pays. */
export interface HostedPageRequest {
  request: PaymentRequest;
  /** Whom the customer pays. */
  merchant: MerchantProfile;
}

/** A link as the page shows it: with the methods that can pay it (in a live request's mode, only those a bank takes). */
export interface OpenedHostedPage extends HostedPageRequest {
  methods: PaymentMethod[];
  /** The request's C2P route sends the payer the key itself (C2P keys), so the page offers to have it sent by SMS. */
  sendsC2pKeys: boolean;
}

export interface HostedPageReader {
  /**
   * The request of any merchant whose payment_url ends in `token` (tokens are unique), payment intents
   * included, with its merchant's profile: one read of the store.
   */
  findByToken(token: string): Promise<HostedPageRequest | null>;
}
export const HOSTED_PAGE_READER = Symbol.for('HostedPageReader');
