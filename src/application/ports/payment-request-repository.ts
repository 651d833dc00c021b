import { PaymentRequest, PaymentRequestStatus } from '../../domain/payment-requests';
import { Owner } from '../../domain/mode';
import { PaymentInstrument, PaymentMethod } from '../../domain/payment-intent';
import { token } from './token';
import { UnitOfWork } from './unit-of-work';

export interface PaymentRequestFilter {
  status?: PaymentRequestStatus;
  customerDni?: string;
  /** Matched case-insensitively. */
  customerEmail?: string;
  /** The merchant's own reference, matched exactly. */
  externalId?: string;
  /** Only the requests created through this payment link. */
  paymentLinkId?: string;
  /** Inclusive lower bound on the creation instant. */
  createdFrom?: Date;
  /** Exclusive upper bound on the creation instant. */
  createdBefore?: Date;
}

/** Which gateways' intents a search of pending intents counts (an intent without a recorded gateway is `outside` any list). */
export type GatewayFilter = { among: readonly string[] } | { outside: readonly string[] };

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface PaymentRequestPage {
  items: PaymentRequest[];
  total: number;
}

export interface PaymentRequestRepository {
  /** Only the owner's own requests are ever found. */
  findById(owner: Owner, id: string): Promise<PaymentRequest | null>;
  /**
   * Stores the request, its payment intents, its refunds and `work` (its events, the key's answer) atomically.
   * A request read at version N is stored only if it is still at version N; otherwise
   * ConcurrentModification is thrown and nothing changes.
   */
  save(request: PaymentRequest, work: UnitOfWork): Promise<void>;
  /** Newest first by creation instant, ties broken by id (descending). */
  list(owner: Owner, filter: PaymentRequestFilter, page: PageRequest): Promise<PaymentRequestPage>;
  /**
   * Requests of any merchant with a payment intent pending since before `startedBefore`, oldest intent first;
   * with `gateways`, only payment intents taken by one of those gateways (`among`) or by none of them (`outside`) count;
   * with `method`, only payment intents of that method.
   */
  findWithPendingIntents(startedBefore: Date, limit: number, gateways?: GatewayFilter, method?: PaymentMethod): Promise<PaymentRequest[]>;
  /** The owner's request that holds refund `refundId`; null when no refund of the owner has that id. */
  findByRefundId(owner: Owner, refundId: string): Promise<PaymentRequest | null>;
  /**
   * Requests of any merchant with a refund pending since before `startedBefore` whose route key (its bank
   * account, else its gateway) is one of `gatewayIds`, oldest refund first.
   */
  findWithPendingRefunds(startedBefore: Date, limit: number, gatewayIds: readonly string[]): Promise<PaymentRequest[]>;
  /**
   * Requests of any merchant holding one of `intentIds` (charges a bank's statement lists) as an
   * payment intent judged not processed, or as a duplicate charge none of whose refunds holds its amount.
   */
  findLateChargesToSettle(intentIds: readonly string[]): Promise<PaymentRequest[]>;
  /**
   * Requests of any merchant holding one of `refundIds` (refunds a bank's statement lists as booked) as a
   * refund whose route key (its bank account, else its gateway) is `gatewayId` that has not succeeded:
   * pending, or failed before the bank booked it.
   */
  findBookedRefundsToSettle(gatewayId: string, refundIds: readonly string[]): Promise<PaymentRequest[]>;
  /**
   * Whether an approved payment intent other than `exceptIntentId` holds the bank's reference `gatewayReference`
   * at route `gatewayId` (its bank account when a merchant's own, else its gateway: see routeKey): a lookup that answers a charge
   * another payment intent was paid by found the wrong one.
   */
  holdsBankReference(gatewayId: string, gatewayReference: string, exceptIntentId: string): Promise<boolean>;
  /**
   * The payment intent that a reported transfer pays at route `routeKey` (see routeKey), of any merchant: the p2p
   * payment intent approved for it, else the earliest one still pending that reported it; null when none. A report
   * names the transfer by the payer's phone, bank and day and a reference that one of the two reports ends with.
   */
  firstReportOf(routeKey: string, transfer: ReportedTransfer): Promise<string | null>;
  /** Requests of any merchant still waiting_for_payment whose expiry is at or before `at`, earliest expiry first. */
  findExpired(at: Date, limit: number): Promise<PaymentRequest[]>;
}
/** A transfer as a payer reported it (a p2p payment intent's instrument). */
export type ReportedTransfer = Pick<Extract<PaymentInstrument, { kind: 'p2p' }>, 'phoneNumber' | 'bankCode' | 'paidOn' | 'reference'>;

export const PAYMENT_REQUEST_REPOSITORY = token<PaymentRequestRepository>('PaymentRequestRepository');
