import { PaymentRequest, PaymentRequestStatus } from '../../domain/payment-request';
import { token } from './token';

export interface PaymentRequestFilter {
  status?: PaymentRequestStatus;
  customerDni?: string;
  /** Matched case-insensitively. */
  customerEmail?: string;
  /** Inclusive lower bound on the creation instant. */
  createdFrom?: Date;
  /** Exclusive upper bound on the creation instant. */
  createdBefore?: Date;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

export interface PaymentRequestPage {
  items: PaymentRequest[];
  total: number;
}

export interface PaymentRequestRepository {
  /** Only the merchant's own requests are ever found. */
  findById(merchantId: string, id: string): Promise<PaymentRequest | null>;
  /**
   * Stores the request and its payment intents atomically. A request read at version N is stored
   * only if it is still at version N; otherwise ConcurrentModification is thrown and nothing changes.
   */
  save(request: PaymentRequest): Promise<void>;
  /** Newest first by creation instant, ties broken by id (descending). */
  list(merchantId: string, filter: PaymentRequestFilter, page: PageRequest): Promise<PaymentRequestPage>;
  /** Requests of any merchant with an attempt pending since before `startedBefore`, oldest attempt first. */
  findWithPendingIntents(startedBefore: Date, limit: number): Promise<PaymentRequest[]>;
  /** Requests of any merchant still waiting_for_payment whose expiry is at or before `at`, earliest expiry first. */
  findExpired(at: Date, limit: number): Promise<PaymentRequest[]>;
}
export const PAYMENT_REQUEST_REPOSITORY = token<PaymentRequestRepository>('PaymentRequestRepository');
