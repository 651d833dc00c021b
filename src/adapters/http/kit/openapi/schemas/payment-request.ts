import { TOKEN_PREFIX } from '../../../../../domain/ids';
import { PAYMENT_METHODS } from '../../../../../domain/payment-intent';
import { CANCELLATION_REASONS, PAYMENT_REQUEST_STATUSES } from '../../../../../domain/payment-requests';
import { JsonSchema, LIVEMODE, LIVEMODE_SCHEMA, UNIX_TIME, closedObject as object, idSchema, ref } from '../types';

/**
 * The two layouts of PaymentRequestPresenter, member for member: management (create, read, update,
 * list) with cents and Unix seconds; checkout with ISO 8601 times and no cents or customer id.
 */
const id = (kind: Parameters<typeof idSchema>[0], description: string) => idSchema(kind, { description });
const PAYMENT_METHOD: JsonSchema = { type: 'string', enum: [...PAYMENT_METHODS] };

type Layout = 'management' | 'checkout';

const ISO_TIME: JsonSchema = {
  type: 'string',
  format: 'date-time',
  description: 'ISO 8601 with the UTC offset of the business time zone.',
  examples: ['2026-01-01T08:00:00-04:00'],
};

/** A time in the layout's form; with `nullable`, a time or null, described by it. */
const time = (layout: Layout, nullable?: string): JsonSchema => {
  const schema = layout === 'management' ? UNIX_TIME : ISO_TIME;
  return nullable ? { ...schema, type: [schema.type, 'null'], description: `${nullable} ${schema.description}` } : schema;
};

const money = (layout: Layout, currency: 'USD' | 'VES', description: string): JsonSchema =>
  object(
    {
      ...(layout === 'management' ? { amount_cents: { type: 'integer', description: 'The amount in cents (100 per unit).' } } : {}),
      amount: { type: 'number', description: 'The same amount as a decimal number.' },
      currency_iso: { type: 'string', const: currency },
    },
    description,
  );

const confirmation = (layout: Layout): JsonSchema =>
  object(
    {
      id: id('paymentIntent', 'The payment intent that paid the request.'),
      confirmed_at: time(layout),
      payment_method: PAYMENT_METHOD,
      type: { type: 'string', description: 'The paying bank (C2P) or the card network, `visa` or `mastercard` (card).' },
      reference_id: { type: 'string', description: 'Reference of the transaction at the bank or processor.' },
    },
    'The payment that succeeded.',
  );

/** A payment attempt as the request lists it. */
const attempt = (layout: Layout, more: Record<string, JsonSchema> = {}): JsonSchema =>
  object({ id: id('paymentIntent', 'The attempt.'), payment_method: PAYMENT_METHOD, ...more, created_at: time(layout) });

function paymentRequest(layout: Layout, description: string): JsonSchema {
  const management = layout === 'management';
  const prefix = management ? '' : 'Checkout';
  return object(
    {
      id: id('paymentRequest', 'The payment request.'),
      livemode: LIVEMODE,
      description: { type: 'string' },
      external_id: { type: ['string', 'null'], description: 'The merchant\'s own reference.' },
      token: { type: 'string', pattern: `^${TOKEN_PREFIX}[A-Z0-9]+$`, description: 'The last path segment of payment_url.' },
      status: { type: 'string', enum: [...PAYMENT_REQUEST_STATUSES] },
      created_at: time(layout),
      updated_at: time(layout),
      main_amount: ref(`${prefix}MoneyUsd`),
      conversion_amount: ref(`${prefix}MoneyVes`),
      customer: object({
        ...(management ? { id: id('customer', 'The customer, kept per merchant.') } : {}),
        dni: { type: 'string' },
        email: { type: 'string' },
      }),
      rate: ref(`${prefix}RateVes`),
      expires_at: time(layout, 'From this moment on the request can no longer be paid, updated or canceled; null: it never expires.'),
      canceled_at: time(layout, 'When it was canceled (for an expired request, its expires_at); null unless `canceled`.'),
      cancellation_reason: {
        type: ['string', 'null'],
        enum: [...CANCELLATION_REASONS, null],
        description: '`requested` (canceled by the merchant) or `expired`; null unless `canceled`.',
      },
      return_url: { type: ['string', 'null'], description: 'Linked from the hosted page once paid or canceled; null: none.' },
      ...(management
        ? {
          refunded_main_amount: { ...ref('MoneyUsd'), description: 'The sum of its succeeded refunds, in USD (zero until one succeeds).' },
          refunded_conversion_amount: { ...ref('MoneyVes'), description: 'The same in VES.' },
          over_refunded_main_amount: {
            ...ref('MoneyUsd'),
            description: 'What its succeeded refunds gave back beyond what was paid, in USD: zero unless the bank booked '
              + 'a refund judged failed after another was made (the merchant recovers it from the customer).',
          },
          over_refunded_conversion_amount: { ...ref('MoneyVes'), description: 'The same in VES.' },
          pago_movil: {
            oneOf: [ref('PagoMovilAccount'), { type: 'null' }],
            description:
              'Where the payer sends a Pago Móvil transfer to report with `POST /checkouts/p2p`; null when no P2P gateway takes this mode.',
          },
        }
        : {}),
      ...(management
        ? {
          succeeded_payment_intent: {
            oneOf: [ref('SucceededPaymentIntent'), { type: 'null' }],
            description: 'Null while the request is unpaid.',
          },
        }
        : { succeeded_payment_confirmation: ref('PaymentConfirmation') }),
      pending_payment_intents: {
        type: 'array',
        description: 'Attempts whose outcome the payment network has not given yet.',
        items: attempt(layout),
      },
      rejected_payment_intents: {
        type: 'array',
        description: 'Declined attempts; the request stayed payable.',
        items: attempt(layout, { decline_code: { type: 'string', examples: ['insufficient_funds', 'invalid_otp', 'card_declined'] } }),
      },
      payment_url: { type: 'string', format: 'uri', description: '`{PORTAL_URL}/payments_portal/payment_requests/<token>`.' },
    },
    description,
  );
}

/** The checkout layout of a request not paid yet: the same members, without the confirmation. */
function unconfirmed(schema: JsonSchema): JsonSchema {
  const { succeeded_payment_confirmation: _confirmation, ...properties } = schema.properties as Record<string, JsonSchema>;
  return { ...schema, properties, required: (schema.required as string[]).filter((name) => name !== 'succeeded_payment_confirmation') };
}

const SCHEMAS = {
  Livemode: LIVEMODE_SCHEMA,
  MoneyUsd: money('management', 'USD', 'An amount in USD, with cents.'),
  MoneyVes: money('management', 'VES', 'An amount in VES, with cents.'),
  RateVes: money('management', 'VES', 'VES per 1 USD (up to 8 decimal places); amount_cents is it in cents, rounded half up.'),
  CheckoutMoneyUsd: money('checkout', 'USD', 'An amount in USD (checkout layout: no cents).'),
  CheckoutMoneyVes: money('checkout', 'VES', 'An amount in VES (checkout layout: no cents).'),
  CheckoutRateVes: money('checkout', 'VES', 'VES per 1 USD (checkout layout: no cents).'),
  SucceededPaymentIntent: confirmation('management'),
  PagoMovilAccount: object({
    phone_number: { type: 'string', examples: ['04141234567'] },
    bank_code: { type: 'string', examples: ['0105'] },
    bank_name: { type: 'string', examples: ['Banco Mercantil'] },
    national_id: { type: 'string', examples: ['J-123456789'] },
  }, 'The merchant\'s receiving Pago Móvil account in the request\'s mode (test mode: the sandbox\'s sample).'),
  PaymentConfirmation: confirmation('checkout'),
  PaymentRequest: paymentRequest('management', 'A payment request as create, read, update and list show it: cents and Unix seconds.'),
  CheckoutPaymentRequest: paymentRequest(
    'checkout',
    'The paid payment request as a checkout answers it: ISO 8601 times, no cents, no customer id.',
  ),
  CheckoutPendingPaymentRequest: unconfirmed(
    paymentRequest(
      'checkout',
      'A payment request whose attempt is not confirmed yet, in the checkout layout (no succeeded_payment_confirmation).',
    ),
  ),
  PaymentRequestList: object({
    meta: object({
      current_page: { type: 'integer', minimum: 1 },
      limit: { type: 'integer', minimum: 1 },
      total_pages: { type: 'integer', minimum: 0, description: 'ceil(total_objects / limit).' },
      total_objects: { type: 'integer', minimum: 0 },
    }),
    data: { type: 'array', items: ref('PaymentRequest'), description: 'Newest first, ties broken by id.' },
  }),
} satisfies Record<string, JsonSchema>;

/** The name of a response schema a route may declare. */
export type ResponseSchemaName = keyof typeof SCHEMAS;

export const paymentRequestSchemas = (): Record<string, JsonSchema> => SCHEMAS;
