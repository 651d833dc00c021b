import { IntentsExhausted, ExpiryOutOfRange, NotCancelable, NotPayable, NotUpdatable, PaymentRequest } from '../domain/payment-requests';
import { CustomerDetails } from '../domain/customer';
import { PaymentMethod } from '../domain/payment-intent';

export type { IntentsExhausted, ExpiryOutOfRange, NotCancelable, NotPayable, NotUpdatable };

/** The expected answers of the use cases that are not what the caller hoped for. */
export type NotFound = { kind: 'not_found'; id: string };
/** Another writer kept changing the request; retrying did not help. */
export type Conflict = { kind: 'conflict'; id: string };
/** `gatewayMessage`: the bank's own words for the decline, when it gave them. */
export type Declined = { kind: 'declined'; declineCode: string; paymentIntentId: string; gatewayMessage?: string };
/** The bank was asked but its answer is not known (or not stored) yet; the reconciler settles it. */
export type OutcomeUnknown = { kind: 'outcome_unknown'; paymentIntentId: string };
/** A dni the merchant has not used before comes without the details a new customer needs. */
export type CustomerDetailsMissing = { kind: 'customer_details_missing'; missing: (keyof CustomerDetails)[] };
/** The method has no gateway in the request's mode: a live request is never paid through the sandbox. */
export type PaymentMethodUnavailable = { kind: 'payment_method_unavailable'; method: PaymentMethod };
/** No exchange rate may be applied now (the rate source has failed for too long): nothing is priced at a made-up rate. */
export type RateUnavailable = { kind: 'rate_unavailable' };

export type Refusal =
  | NotFound
  | NotUpdatable
  | NotPayable
  | IntentsExhausted
  | NotCancelable
  | Conflict
  | Declined
  | OutcomeUnknown
  | CustomerDetailsMissing
  | ExpiryOutOfRange
  | RateUnavailable
  | PaymentMethodUnavailable;

export type Created = { kind: 'created'; request: PaymentRequest };
export type Updated = { kind: 'updated'; request: PaymentRequest };
export type Paid = { kind: 'paid'; request: PaymentRequest };
export type Canceled = { kind: 'canceled'; request: PaymentRequest };

export type CreateOutcome = Created | CustomerDetailsMissing | ExpiryOutOfRange | RateUnavailable;
export type UpdateOutcome = Updated | NotFound | NotUpdatable | Conflict | ExpiryOutOfRange | RateUnavailable;
export type CancelOutcome = Canceled | NotFound | NotCancelable | Conflict;
export type CheckoutOutcome =
  Paid | Declined | OutcomeUnknown | NotFound | NotPayable | IntentsExhausted | Conflict | PaymentMethodUnavailable;

/** Told of each request a background job (expiry, reconciliation) could not save: not a conflict, not the database down. */
export type OnUnsaved = (paymentRequestId: string, error: unknown) => void;
