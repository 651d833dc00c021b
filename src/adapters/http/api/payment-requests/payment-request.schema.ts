import { TOKEN_PREFIX } from '../../../../domain/ids';
import { PAYMENT_METHODS } from '../../../../domain/payment-intent';
import { CANCELLATION_REASONS, PAYMENT_REQUEST_STATUSES } from '../../../../domain/payment-requests';
import {
  LIVEMODE, MONEY_USD, MONEY_VES, UNIX_TIME, idSchema, moneyWithCents, moneyWithoutCents, sharedSchemas,
} from '../../kit/openapi/shared-schemas';
import {
  ObjectOf, Schema, Wire, annotated, arrayOf, closedObject as object, component, describedArrayOf, integer, oneOfValues, orNull, schemasOf,
  string, withoutMember,
} from '../../kit/openapi/wire-schema';

/**
 * The two layouts of PaymentRequestPresenter: management (create, read, update, list) with cents and
 * Unix seconds; checkout with ISO 8601 times and no cents or customer id.
 */
const id = (kind: Parameters<typeof idSchema>[0], description: string) => idSchema(kind, { description });
const PAYMENT_METHOD = oneOfValues(PAYMENT_METHODS);

const ISO_TIME = string({
  format: 'date-time',
  description: 'ISO 8601 with the UTC offset of the business time zone.',
  examples: ['2026-01-01T08:00:00-04:00'],
});

const RATE_VES = component(
  'RateVes',
  moneyWithCents('VES', 'VES per 1 USD (up to 8 decimal places); amount_cents is it in cents, rounded half up.'),
);
const CHECKOUT_MONEY_USD = component('CheckoutMoneyUsd', moneyWithoutCents('USD', 'An amount in USD (checkout layout: no cents).'));
const CHECKOUT_MONEY_VES = component('CheckoutMoneyVes', moneyWithoutCents('VES', 'An amount in VES (checkout layout: no cents).'));
const CHECKOUT_RATE_VES = component('CheckoutRateVes', moneyWithoutCents('VES', 'VES per 1 USD (checkout layout: no cents).'));

/** What differs between the layouts' schemas. */
interface Layout<Time, Usd, Ves, Rate> {
  time: Schema<Time>;
  usd: Schema<Usd>;
  ves: Schema<Ves>;
  rate: Schema<Rate>;
}

const MANAGEMENT = { time: UNIX_TIME, usd: MONEY_USD.ref, ves: MONEY_VES.ref, rate: RATE_VES.ref };
const CHECKOUT = { time: ISO_TIME, usd: CHECKOUT_MONEY_USD.ref, ves: CHECKOUT_MONEY_VES.ref, rate: CHECKOUT_RATE_VES.ref };

/** A time or null, described by `description`. */
const timeOrNull = <Time>({ time }: Layout<Time, unknown, unknown, unknown>, description: string) =>
  orNull(time, { description: `${description} ${time.description as string}` });

const confirmation = <Time>({ time }: Layout<Time, unknown, unknown, unknown>) =>
  object(
    {
      id: id('paymentIntent', 'The payment intent that paid the request.'),
      confirmed_at: time,
      payment_method: PAYMENT_METHOD,
      type: string({ description: 'The paying bank (C2P) or the card network, `visa` or `mastercard` (card).' }),
      reference_id: string({ description: 'Reference of the transaction at the bank or processor.' }),
    },
    'The payment that succeeded.',
  );

const SUCCEEDED_PAYMENT_INTENT = component('SucceededPaymentIntent', confirmation(MANAGEMENT));
const PAYMENT_CONFIRMATION = component('PaymentConfirmation', confirmation(CHECKOUT));

const PAGO_MOVIL_ACCOUNT = component('PagoMovilAccount', object({
  phone_number: string({ examples: ['04141234567'] }),
  bank_code: string({ examples: ['0105'] }),
  bank_name: string({ examples: ['Banco Mercantil'] }),
  national_id: string({ examples: ['J-123456789'] }),
}, 'The merchant\'s receiving Pago Móvil account in the request\'s mode (test mode: the sandbox\'s sample).'));

/** The members both layouts open with, up to `return_url`. */
const opening = <Time, Usd, Ves, Rate, Customer>(layout: Layout<Time, Usd, Ves, Rate>, customer: Schema<Customer>) => ({
  id: id('paymentRequest', 'The payment request.'),
  livemode: LIVEMODE,
  description: string(),
  external_id: orNull(string(), { description: 'The merchant\'s own reference.' }),
  payment_link_id: orNull(id('paymentLink', 'The payment link a customer created it through.'), {
    description: 'The payment link (`plink_…`) a customer created it through; null when the merchant created it.',
  }),
  token: string({ pattern: `^${TOKEN_PREFIX}[A-Z0-9]+$`, description: 'The last path segment of payment_url.' }),
  status: oneOfValues(PAYMENT_REQUEST_STATUSES),
  created_at: layout.time,
  updated_at: layout.time,
  main_amount: layout.usd,
  conversion_amount: layout.ves,
  customer,
  rate: layout.rate,
  expires_at: timeOrNull(layout, 'From this moment on the request can no longer be paid, updated or canceled; null: it never expires.'),
  canceled_at: timeOrNull(layout, 'When it was canceled (for an expired request, its expires_at); null unless `canceled`.'),
  cancellation_reason: orNull(oneOfValues(CANCELLATION_REASONS), {
    description: '`requested` (canceled by the merchant) or `expired`; null unless `canceled`.',
  }),
  return_url: orNull(string(), { description: 'Linked from the hosted page once paid or canceled; null: none.' }),
});

/** The payment intents both layouts close with, then payment_url. */
const closing = <Time>(layout: Layout<Time, unknown, unknown, unknown>) => {
  const intent = { id: id('paymentIntent', 'The attempt.'), payment_method: PAYMENT_METHOD };
  return {
    pending_payment_intents: describedArrayOf(
      'Attempts whose outcome the payment network has not given yet.',
      object({ ...intent, created_at: layout.time }),
    ),
    rejected_payment_intents: describedArrayOf(
      'Declined attempts; the request stayed payable.',
      object({
        ...intent,
        decline_code: string({ examples: ['insufficient_funds', 'invalid_otp', 'card_declined'] }),
        created_at: layout.time,
      }),
    ),
    payment_url: string({ format: 'uri', description: '`{PORTAL_URL}/payments_portal/payment_requests/<token>`.' }),
  };
};

const customer = { dni: string(), email: string() };

export const PAYMENT_REQUEST = component('PaymentRequest', object(
  {
    ...opening(MANAGEMENT, object({ id: id('customer', 'The customer, kept per merchant.'), ...customer })),
    refunded_main_amount: annotated(MONEY_USD.ref, { description: 'The sum of its succeeded refunds, in USD (zero until one succeeds).' }),
    refunded_conversion_amount: annotated(MONEY_VES.ref, { description: 'The same in VES.' }),
    over_refunded_main_amount: annotated(MONEY_USD.ref, {
      description: 'What its succeeded refunds gave back beyond what was paid, in USD: zero unless the bank booked '
        + 'a refund judged failed after another was made (the merchant recovers it from the customer).',
    }),
    over_refunded_conversion_amount: annotated(MONEY_VES.ref, { description: 'The same in VES.' }),
    pago_movil: orNull(PAGO_MOVIL_ACCOUNT.ref, {
      description:
        'Where the payer sends a Pago Móvil transfer to report with `POST /checkouts/p2p`; null when no P2P gateway takes this mode. '
        + 'Today\'s account, as the hosted page shows it; in an event, the account the request recorded when it was created or last '
        + 'updated, which later routing changes never alter.',
    }),
    succeeded_payment_intent: orNull(SUCCEEDED_PAYMENT_INTENT.ref, { description: 'Null while the request is unpaid.' }),
    ...closing(MANAGEMENT),
  },
  'A payment request as create, read, update and list show it: cents and Unix seconds.',
));

const checkout = (description: string) => object(
  {
    ...opening(CHECKOUT, object(customer)),
    succeeded_payment_confirmation: PAYMENT_CONFIRMATION.ref,
    ...closing(CHECKOUT),
  },
  description,
);

const CHECKOUT_PAYMENT_REQUEST = component(
  'CheckoutPaymentRequest',
  checkout('The paid payment request as a checkout answers it: ISO 8601 times, no cents, no customer id.'),
);

/** The checkout layout of a request not paid yet: the same members, without the confirmation. */
const CHECKOUT_PENDING_PAYMENT_REQUEST = component('CheckoutPendingPaymentRequest', withoutMember(
  checkout('A payment request whose attempt is not confirmed yet, in the checkout layout (no succeeded_payment_confirmation).'),
  'succeeded_payment_confirmation',
));

export const PAYMENT_REQUEST_LIST = component('PaymentRequestList', object({
  meta: object({
    current_page: integer({ minimum: 1 }),
    limit: integer({ minimum: 1 }),
    total_pages: integer({ minimum: 0, description: 'ceil(total_objects / limit).' }),
    total_objects: integer({ minimum: 0 }),
  }),
  data: arrayOf(PAYMENT_REQUEST.ref, { description: 'Newest first, ties broken by id.' }),
}));

export type PaymentRequestWire = Wire<typeof PAYMENT_REQUEST>;
export type PaymentRequestListWire = Wire<typeof PAYMENT_REQUEST_LIST>;
export type CheckoutPaymentRequestWire = Wire<typeof CHECKOUT_PAYMENT_REQUEST> | Wire<typeof CHECKOUT_PENDING_PAYMENT_REQUEST>;
export type PagoMovilAccountWire = Wire<typeof PAGO_MOVIL_ACCOUNT>;
/** What both views hold with times of their own form. */
export type Confirmation<Time> = Wire<ReturnType<typeof confirmation<Time>>>;
export type IntentLists<Time> = Omit<ObjectOf<ReturnType<typeof closing<Time>>>, 'payment_url'>;

const SCHEMAS = {
  // The shared pieces first, where the document has always listed them.
  ...sharedSchemas(),
  ...schemasOf(
    RATE_VES, CHECKOUT_MONEY_USD, CHECKOUT_MONEY_VES, CHECKOUT_RATE_VES, SUCCEEDED_PAYMENT_INTENT, PAGO_MOVIL_ACCOUNT, PAYMENT_CONFIRMATION,
    PAYMENT_REQUEST, CHECKOUT_PAYMENT_REQUEST, CHECKOUT_PENDING_PAYMENT_REQUEST, PAYMENT_REQUEST_LIST,
  ),
};

/** The name of a response schema a route may declare. */
export type PaymentRequestSchemaName = keyof typeof SCHEMAS;

declare module '../../kit/api-route-declaration' {
  interface ResponseSchemaRegistry extends Record<PaymentRequestSchemaName, true> {}
}

export const paymentRequestSchemas = () => SCHEMAS;
