import { ExchangeRate, Money } from '../../../domain/money';
import { PaymentIntent } from '../../../domain/payment-intent';
import { PaymentRequest, PaymentRequestProps, RecordedPagoMovil, NOT_RECORDED } from '../../../domain/payment-requests';
import { Refund } from '../../../domain/refunds/refund';
import { storedReturnUrl } from '../../../domain/return-url';
import { RefundRow } from './refunds/refund-schema';
import { PaymentIntentRow, PaymentRequestRow } from './schemas';

/** A request is priced in USD and converted to VES; the row keeps only the numbers. */
const PRICED_IN = 'USD';
const PAID_IN = 'VES';
/** A payment intent older than the gateway_id column, not yet backfilled: no gateway has this id, so it is never judged. */
const UNRECORDED = '';

/**
 * What the rows are written from: a request, read through its getters. A save and an event's
 * state read the request itself (no deep copy): the rows are turned into the statement's
 * parameters before anything can change it, and its dates are never changed in place.
 */
export type RequestState = Readonly<Omit<PaymentRequestProps, 'intents' | 'refunds'>> & {
  readonly intents: readonly PaymentIntent[];
  readonly refunds: readonly Refund[];
};

/** The row of `props`, at `version` (by default its own). */
export function toPaymentRequestRow(props: RequestState, version = props.version): PaymentRequestRow {
  if (props.amount.currency !== PRICED_IN || props.conversionAmount.currency !== PAID_IN) {
    throw new RangeError(`payment request ${props.id} must be priced in ${PRICED_IN} and converted to ${PAID_IN}`);
  }
  return {
    id: props.id,
    merchantId: props.merchantId,
    livemode: props.livemode,
    token: props.token,
    description: props.description,
    externalId: props.externalId,
    customerId: props.customer.id,
    customerDni: props.customer.dni,
    customerEmail: props.customer.email,
    amountCents: String(props.amount.cents),
    rate: props.rate.toDecimalString(),
    conversionAmountCents: String(props.conversionAmount.cents),
    status: props.status,
    version,
    createdAt: props.createdAt,
    updatedAt: props.updatedAt,
    expiresAt: props.expiresAt,
    canceledAt: props.canceledAt,
    cancellationReason: props.cancellationReason,
    returnUrl: props.returnUrl,
    paymentLinkId: props.paymentLinkId,
    pagoMovil: props.pagoMovil === NOT_RECORDED ? null : { account: props.pagoMovil },
  };
}

export function toPaymentIntentRows(props: RequestState): PaymentIntentRow[] {
  return props.intents.map((intent, attemptNumber) => ({
    id: intent.id,
    paymentRequestId: props.id,
    merchantId: props.merchantId,
    attemptNumber,
    amountCents: String(intent.amount.cents),
    currency: intent.amount.currency,
    status: intent.status,
    method: intent.method,
    instrument: intent.instrument,
    gatewayId: intent.gatewayId === UNRECORDED ? null : intent.gatewayId,
    bankAccountId: intent.bankAccountId,
    declineCode: intent.declineCode,
    referenceId: intent.referenceId,
    createdAt: intent.createdAt,
    resolvedAt: intent.resolvedAt,
    duplicate: intent.duplicate,
  }));
}

export function toRefundRows(props: RequestState): RefundRow[] {
  return props.refunds.map((refund, position) => {
    const { amount, conversionAmount, ...snapshot } = refund.snapshot();
    return {
      ...snapshot,
      position,
      merchantId: props.merchantId,
      livemode: props.livemode,
      amountCents: String(amount.cents),
      conversionAmountCents: String(conversionAmount.cents),
    };
  });
}

/** Rebuilds the aggregate; `intents` and `refunds` are this request's rows, in any order. */
export function toPaymentRequest(row: PaymentRequestRow, intents: PaymentIntentRow[], refunds: RefundRow[] = []): PaymentRequest {
  return PaymentRequest.rehydrate({
    id: row.id,
    merchantId: row.merchantId,
    livemode: row.livemode,
    token: row.token,
    description: row.description,
    externalId: row.externalId,
    customer: { id: row.customerId, dni: row.customerDni, email: row.customerEmail },
    amount: Money.ofCents(PRICED_IN, row.amountCents),
    rate: ExchangeRate.of(PRICED_IN, PAID_IN, row.rate),
    conversionAmount: Money.ofCents(PAID_IN, row.conversionAmountCents),
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    intents: [...intents].sort((a, b) => a.attemptNumber - b.attemptNumber).map(toPaymentIntent),
    refunds: [...refunds].sort((a, b) => a.position - b.position).map(toRefund),
    expiresAt: row.expiresAt,
    canceledAt: row.canceledAt,
    cancellationReason: row.cancellationReason,
    returnUrl: storedReturnUrl(row.returnUrl),
    // Absent from the states events recorded before links existed.
    paymentLinkId: row.paymentLinkId ?? null,
    pagoMovil: recordedPagoMovil(row.pagoMovil),
    version: row.version,
  });
}

/** Absent from the states events recorded before requests recorded their account, NULL in their rows. */
function recordedPagoMovil(stored: PaymentRequestRow['pagoMovil'] | undefined): RecordedPagoMovil {
  return stored ? stored.account : NOT_RECORDED;
}

function toPaymentIntent(row: PaymentIntentRow): PaymentIntent {
  return PaymentIntent.rehydrate({
    id: row.id,
    amount: Money.ofCents(row.currency, row.amountCents),
    instrument: row.instrument,
    gatewayId: row.gatewayId ?? UNRECORDED,
    bankAccountId: row.bankAccountId ?? null,
    status: row.status,
    declineCode: row.declineCode,
    referenceId: row.referenceId,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
    duplicate: row.duplicate,
  });
}

function toRefund(row: RefundRow): Refund {
  const { merchantId: _merchant, livemode: _mode, position: _position, amountCents, conversionAmountCents, ...rest } = row;
  return Refund.rehydrate({
    ...rest,
    bankAccountId: rest.bankAccountId ?? null,
    amount: Money.ofCents(PRICED_IN, amountCents),
    conversionAmount: Money.ofCents(PAID_IN, conversionAmountCents),
  });
}
