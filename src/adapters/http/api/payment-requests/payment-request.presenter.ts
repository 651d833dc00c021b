import { BusinessCalendar } from '../../../../application/business-calendar';
import { token } from '../../../../application/ports/token';
import { Currency, Money } from '../../../../domain/money';
import { PaymentIntent } from '../../../../domain/payment-intent';
import { NOT_RECORDED, PagoMovilAccount, PaymentRequest } from '../../../../domain/payment-requests';
import { refundedOf } from '../../../../domain/refunds/refund-plan';
import { VE_BANKS } from '../../../../domain/ve-banks';
import { ReceivingAccount } from '../../../../application/ports/p2p-gateway';
import { MoneyWithCents, MoneyWithoutCents } from '../../kit/openapi/shared-schemas';
import {
  IntentLists, CheckoutPaymentRequestWire, Confirmation, PagoMovilAccountWire, PaymentRequestWire,
} from './payment-request.schema';

/**
 * The amount as a JSON number, without big.js (a list of 50 requests writes 100 of them): whole cents
 * are a safe integer and IEEE division rounds correctly, so cents / 100 is the double nearest the
 * exact amount, the very number Number(money.toDecimalString()) gives.
 */
export function jsonAmount(money: Money): number {
  return money.cents / 100;
}

/** The currency the schema names for this amount: another one is a bug, not an answer. */
function named<C extends Currency>(currency: C, actual: Currency): C {
  if (actual !== currency) throw new Error(`An amount in ${actual} where the API shows ${currency}`);
  return currency;
}

/** Management view's money: cents, and the same as a decimal number. */
export const managementMoney = <C extends Currency>(money: Money, currency: C): MoneyWithCents<C> =>
  ({ amount_cents: money.cents, amount: jsonAmount(money), currency_iso: named(currency, money.currency) });

const checkoutMoney = <C extends Currency>(money: Money, currency: C): MoneyWithoutCents<C> =>
  ({ amount: jsonAmount(money), currency_iso: named(currency, money.currency) });

const unixSeconds = (instant: Date): number => Math.floor(instant.getTime() / 1000);

/** A time or null, in the view's form. */
const timeOrNull = <T>(instant: Date | null, time: (instant: Date) => T): T | null => (instant ? time(instant) : null);

/** Turns a payment request into the API's JSON: management view or checkout view (docs/merchant-guide.md, "Payment requests with curl"). */
export const PAYMENT_REQUEST_PRESENTER = token<PaymentRequestPresenter>('PaymentRequestPresenter');

export class PaymentRequestPresenter {
  private readonly isoTime: (instant: Date) => string;

  constructor(
    private readonly hostedPageUrl: string,
    calendar: BusinessCalendar,
    /** Where payers of a request of this mode send a Pago Móvil transfer; null: no P2P gateway takes that mode. */
    private readonly receivingAccount: (livemode: boolean, merchantId: string) => ReceivingAccount | null = () => null,
  ) {
    this.isoTime = (instant) => calendar.toIsoString(instant);
  }

  /**
   * Create, read, update and list: cents and Unix seconds; `succeeded_payment_intent`. Its
   * `pago_movil` is where a transfer is checked now (today's routing), as on the hosted page.
   */
  management(request: PaymentRequest): PaymentRequestWire {
    return this.managementWith(request, this.pagoMovil(request.livemode, request.merchantId));
  }

  /**
   * The management view as an event shows it, the same forever: `pago_movil` is the account the
   * request recorded (today's routing only for a request stored before requests recorded one).
   */
  asRecorded(request: PaymentRequest): PaymentRequestWire {
    const recorded = request.pagoMovil;
    return this.managementWith(
      request,
      recorded === NOT_RECORDED ? this.pagoMovil(request.livemode, request.merchantId) : recorded && accountView(recorded),
    );
  }

  private managementWith(request: PaymentRequest, pagoMovil: PagoMovilAccountWire | null): PaymentRequestWire {
    const succeeded = request.succeededIntent;
    const refunded = refundedOf(request.refunds);
    const { customer, rate } = request;
    const { pending_payment_intents, rejected_payment_intents } = intentLists(request, unixSeconds);
    // One literal, no spreads: an object spread into a literal this wide makes V8 build a slow
    // (dictionary) object each time, which costs a read more than everything else the view does.
    return {
      id: request.id,
      livemode: request.livemode,
      description: request.description,
      external_id: request.externalId,
      payment_link_id: request.paymentLinkId,
      token: request.token,
      status: request.status,
      created_at: unixSeconds(request.createdAt),
      updated_at: unixSeconds(request.updatedAt),
      main_amount: managementMoney(request.amount, 'USD'),
      conversion_amount: managementMoney(request.conversionAmount, 'VES'),
      customer: { id: customer.id, dni: customer.dni, email: customer.email },
      rate: { amount_cents: rate.cents, amount: Number(rate.toDecimalString()), currency_iso: named('VES', rate.quote) },
      expires_at: timeOrNull(request.expiresAt, unixSeconds),
      canceled_at: timeOrNull(request.canceledAt, unixSeconds),
      cancellation_reason: request.cancellationReason,
      return_url: request.returnUrl,
      refunded_main_amount: managementMoney(refunded.amount, 'USD'),
      refunded_conversion_amount: managementMoney(refunded.conversionAmount, 'VES'),
      over_refunded_main_amount: managementMoney(request.overRefunded.amount, 'USD'),
      over_refunded_conversion_amount: managementMoney(request.overRefunded.conversionAmount, 'VES'),
      pago_movil: pagoMovil,
      succeeded_payment_intent: succeeded ? confirmation(succeeded, unixSeconds) : null,
      pending_payment_intents,
      rejected_payment_intents,
      payment_url: this.paymentUrl(request),
    };
  }

  /** Checkout answers: ISO 8601 times, no cents, no customer id; `succeeded_payment_confirmation`. */
  checkoutView(request: PaymentRequest): CheckoutPaymentRequestWire {
    const succeeded = request.succeededIntent;
    const { customer, rate } = request;
    const time = this.isoTime;
    // No leading spread, for the reason management() gives.
    return {
      id: request.id,
      livemode: request.livemode,
      description: request.description,
      external_id: request.externalId,
      payment_link_id: request.paymentLinkId,
      token: request.token,
      status: request.status,
      created_at: time(request.createdAt),
      updated_at: time(request.updatedAt),
      main_amount: checkoutMoney(request.amount, 'USD'),
      conversion_amount: checkoutMoney(request.conversionAmount, 'VES'),
      customer: { dni: customer.dni, email: customer.email },
      rate: { amount: Number(rate.toDecimalString()), currency_iso: named('VES', rate.quote) },
      expires_at: timeOrNull(request.expiresAt, time),
      canceled_at: timeOrNull(request.canceledAt, time),
      cancellation_reason: request.cancellationReason,
      return_url: request.returnUrl,
      ...(succeeded ? { succeeded_payment_confirmation: confirmation(succeeded, time) } : {}),
      ...intentLists(request, time),
      payment_url: this.paymentUrl(request),
    };
  }

  /** The account the payer sends a reported transfer to, as the API and the hosted page show it. */
  pagoMovil(livemode: boolean, merchantId: string): PagoMovilAccountWire | null {
    const account = this.receivingAccount(livemode, merchantId);
    return account && accountView(account);
  }

  paymentUrl(request: PaymentRequest): string {
    return `${this.hostedPageUrl}/payments_portal/payment_requests/${request.token}`;
  }
}

function accountView(account: PagoMovilAccount): PagoMovilAccountWire {
  return {
    phone_number: account.phoneNumber,
    bank_code: account.bankCode,
    bank_name: VE_BANKS[account.bankCode] ?? account.bankCode,
    national_id: account.nationalId,
  };
}

/** The payment that succeeded, with its time in the view's form. */
function confirmation<T>(intent: PaymentIntent, time: (instant: Date) => T): Confirmation<T> {
  return {
    id: intent.id,
    confirmed_at: time(intent.resolvedAt ?? intent.createdAt),
    payment_method: intent.method,
    type: intent.type,
    // A succeeded payment intent always has its reference (PaymentIntent.succeed takes one).
    reference_id: intent.referenceId as string,
  };
}

function intentLists<T>(request: PaymentRequest, time: (instant: Date) => T): IntentLists<T> {
  return {
    pending_payment_intents: request.pendingIntents.map((intent) => ({
      id: intent.id,
      payment_method: intent.method,
      created_at: time(intent.createdAt),
    })),
    rejected_payment_intents: request.rejectedIntents.map((intent) => ({
      id: intent.id,
      payment_method: intent.method,
      // A rejected payment intent always has its code (PaymentIntent.reject takes one).
      decline_code: intent.declineCode as string,
      created_at: time(intent.createdAt),
    })),
  };
}
