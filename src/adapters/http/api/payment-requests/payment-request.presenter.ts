import { BusinessCalendar } from '../../../../application/business-calendar';
import { token } from '../../../../application/ports/token';
import { ExchangeRate, Money } from '../../../../domain/money';
import { PaymentIntent } from '../../../../domain/payment-intent';
import { PaymentRequest } from '../../../../domain/payment-requests';
import { refundedOf } from '../../../../domain/refunds/refund-plan';
import { VE_BANKS } from '../../../../domain/ve-banks';
import { ReceivingAccount } from '../../../../application/ports/p2p-gateway';

/** How a view writes times, money and the customer; the rest of the layout is shared. */
interface ViewStyle {
  time(instant: Date): number | string;
  money(money: Money): Record<string, unknown>;
  rate(rate: ExchangeRate): Record<string, unknown>;
  customerId: boolean;
}

/**
 * The amount as a JSON number, without big.js (a list of 50 requests writes 100 of them): whole cents
 * are a safe integer and IEEE division rounds correctly, so cents / 100 is the double nearest the
 * exact amount, the very number Number(money.toDecimalString()) gives.
 */
export function jsonAmount(money: Money): number {
  return money.cents / 100;
}

const managementStyle: ViewStyle = {
  time: (instant) => Math.floor(instant.getTime() / 1000),
  money: (money) => ({ amount_cents: money.cents, amount: jsonAmount(money), currency_iso: money.currency }),
  rate: (rate) => ({ amount_cents: rate.cents, amount: Number(rate.toDecimalString()), currency_iso: rate.quote }),
  customerId: true,
};

function checkoutStyle(calendar: BusinessCalendar): ViewStyle {
  return {
    time: (instant) => calendar.toIsoString(instant),
    money: (money) => ({ amount: jsonAmount(money), currency_iso: money.currency }),
    rate: (rate) => ({ amount: Number(rate.toDecimalString()), currency_iso: rate.quote }),
    customerId: false,
  };
}

/** Turns a payment request into the API's JSON: management view or checkout view (docs/merchant-guide.md, "Payment requests with curl"). */
export const PAYMENT_REQUEST_PRESENTER = token<PaymentRequestPresenter>('PaymentRequestPresenter');

export class PaymentRequestPresenter {
  private readonly checkout: ViewStyle;

  constructor(
    private readonly portalUrl: string,
    calendar: BusinessCalendar,
    /** Where payers of a request of this mode send a Pago Móvil transfer; null: no P2P gateway takes that mode. */
    private readonly receivingAccount: (livemode: boolean, merchantId: string) => ReceivingAccount | null = () => null,
  ) {
    this.checkout = checkoutStyle(calendar);
  }

  /** Create, read, update and list: cents and Unix seconds; `succeeded_payment_intent`. */
  management(request: PaymentRequest): Record<string, unknown> {
    const succeeded = request.succeededIntent;
    const refunded = refundedOf(request.refunds);
    return {
      ...this.common(request, managementStyle),
      refunded_main_amount: managementStyle.money(refunded.amount),
      refunded_conversion_amount: managementStyle.money(refunded.conversionAmount),
      over_refunded_main_amount: managementStyle.money(request.overRefunded.amount),
      over_refunded_conversion_amount: managementStyle.money(request.overRefunded.conversionAmount),
      pago_movil: this.pagoMovil(request.livemode, request.merchantId),
      succeeded_payment_intent: succeeded ? this.confirmation(succeeded, managementStyle) : null,
      ...this.attempts(request, managementStyle),
      payment_url: this.paymentUrl(request),
    };
  }

  /** Checkout answers: ISO 8601 times, no cents, no customer id; `succeeded_payment_confirmation`. */
  checkoutView(request: PaymentRequest): Record<string, unknown> {
    const succeeded = request.succeededIntent;
    return {
      ...this.common(request, this.checkout),
      ...(succeeded ? { succeeded_payment_confirmation: this.confirmation(succeeded, this.checkout) } : {}),
      ...this.attempts(request, this.checkout),
      payment_url: this.paymentUrl(request),
    };
  }

  /** The account the payer sends a reported transfer to, as the API and the hosted page show it. */
  pagoMovil(livemode: boolean, merchantId: string): Record<string, string> | null {
    const account = this.receivingAccount(livemode, merchantId);
    if (!account) return null;
    return {
      phone_number: account.phoneNumber,
      bank_code: account.bankCode,
      bank_name: VE_BANKS[account.bankCode] ?? account.bankCode,
      national_id: account.nationalId,
    };
  }

  paymentUrl(request: PaymentRequest): string {
    return `${this.portalUrl}/payments_portal/payment_requests/${request.token}`;
  }

  private common(request: PaymentRequest, style: ViewStyle): Record<string, unknown> {
    const customer = request.customer;
    return {
      id: request.id,
      livemode: request.livemode,
      description: request.description,
      external_id: request.externalId,
      token: request.token,
      status: request.status,
      created_at: style.time(request.createdAt),
      updated_at: style.time(request.updatedAt),
      main_amount: style.money(request.amount),
      conversion_amount: style.money(request.conversionAmount),
      customer: style.customerId
        ? { id: customer.id, dni: customer.dni, email: customer.email }
        : { dni: customer.dni, email: customer.email },
      rate: style.rate(request.rate),
      expires_at: request.expiresAt ? style.time(request.expiresAt) : null,
      canceled_at: request.canceledAt ? style.time(request.canceledAt) : null,
      cancellation_reason: request.cancellationReason,
      return_url: request.returnUrl,
    };
  }

  private confirmation(intent: PaymentIntent, style: ViewStyle): Record<string, unknown> {
    return {
      id: intent.id,
      confirmed_at: style.time(intent.resolvedAt ?? intent.createdAt),
      payment_method: intent.method,
      type: intent.type,
      reference_id: intent.referenceId,
    };
  }

  private attempts(request: PaymentRequest, style: ViewStyle): Record<string, unknown> {
    return {
      pending_payment_intents: request.pendingIntents.map((intent) => ({
        id: intent.id,
        payment_method: intent.method,
        created_at: style.time(intent.createdAt),
      })),
      rejected_payment_intents: request.rejectedIntents.map((intent) => ({
        id: intent.id,
        payment_method: intent.method,
        decline_code: intent.declineCode,
        created_at: style.time(intent.createdAt),
      })),
    };
  }
}
