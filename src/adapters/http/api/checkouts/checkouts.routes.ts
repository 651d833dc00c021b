import { C2pPaymentBody, CardPaymentBody, P2pPaymentBody } from './checkout.dto';
import { PayByP2p } from '../../../../application/reported-transfers/pay-by-p2p';
import { GetPaymentRequest } from '../../../../application/payment-requests/get-payment-request';
import { C2P_EXAMPLES, CARD_EXAMPLES, P2P_EXAMPLES } from '../../kit/openapi/examples';
import { PayByC2p } from '../../../../application/checkout/pay-by-c2p';
import { PayByCard } from '../../../../application/checkout/pay-by-card';
import { SettleIntentNow } from '../../../../application/checkout/settle-intent-now';
import { declareRoute } from '../../kit/api-route-declaration';
import { PAYMENT_REQUEST_PRESENTER } from '../payment-requests/payment-request.presenter';
import { payByC2p, payByCard, payByP2p, recoverCheckout, recoverP2p } from './checkouts.handlers';

const ORDER_OF_CHECKS =
  'Checks run in this order: the key (401), the body is a JSON object with a `payment` object (400), the Idempotency-Key if sent (409, ' +
  '422 `idempotency_key_reused`, or the stored answer), every payment field (422 naming `payment.<field>`), ' +
  'the payment request exists (404), it is `waiting_for_payment` (422 `payment_request_not_payable`), then the payment itself (402). A ' +
  'request is paid at most once, however many checkouts race on it.';

const settling = { settleIntentNow: SettleIntentNow, presenter: PAYMENT_REQUEST_PRESENTER };

const checkout = {
  method: 'post',
  tag: 'Checkouts',
  success: {
    status: 201,
    description: 'Paid: the payment request in the checkout layout, with `succeeded_payment_confirmation`.',
    schema: 'CheckoutPaymentRequest',
  },
  errors: [
    'payment_declined', 'not_found', 'conflict', 'validation_error', 'payment_request_not_payable', 'payment_attempts_exhausted',
    'payment_method_unavailable', 'payment_outcome_unknown',
  ],
  recover: recoverCheckout,
} as const;

export const CHECKOUT_ROUTES = [
  declareRoute({
    ...checkout, operationId: 'payByC2p', path: '/checkouts/c2p',
    summary: 'Pay by C2P',
    description:
      'Pays a payment request by C2P (Pago Móvil): an interbank transfer confirmed with the payer\'s one-time password. Sandbox: OTP ' +
      `\`123456\` is approved, \`111111\` is declined \`insufficient_funds\`, any other is declined \`invalid_otp\`.\n\n${ORDER_OF_CHECKS}`,
    body: { dto: C2pPaymentBody, wrappedIn: 'payment', examples: C2P_EXAMPLES },
    errors: [...checkout.errors],
    uses: { pay: PayByC2p, ...settling },
    handle: payByC2p,
  }),
  declareRoute({
    ...checkout, operationId: 'payByCard', path: '/checkouts/credit_card',
    summary: 'Pay by card',
    description:
      'Pays a payment request by Visa or Mastercard, credit or debit. A card that fails the Luhn check, is not Visa or Mastercard, or ' +
      'has expired is declined (`invalid_card_number`, `card_not_supported`, `expired_card`) before any gateway sees it. Sandbox: ' +
      '`4242424242424242` and `5555555555554444` are approved, `4000000000000002` is declined `card_declined`, `4000000000009995` ' +
      `\`insufficient_funds\`, any other valid Visa or Mastercard is approved. ` +
      `Card numbers, CVVs and OTPs are never stored, logged or returned.\n\n${ORDER_OF_CHECKS}`,
    body: { dto: CardPaymentBody, wrappedIn: 'payment', examples: CARD_EXAMPLES },
    errors: [...checkout.errors],
    uses: { pay: PayByCard, ...settling },
    handle: payByCard,
  }),
  declareRoute({
    ...checkout, operationId: 'payByP2p', path: '/checkouts/p2p',
    summary: 'Report a Pago Móvil transfer',
    description:
      'Pays a payment request by a Pago Móvil transfer the payer already sent to the account in the request\'s `pago_movil`, reported by ' +
      'its reference. The P2P gateway (`P2P_GATEWAY`) is asked for that transfer: found for exactly the request\'s VES amount, 201 and ' +
      'paid (`payment_method` `p2p`, `reference_id` the bank\'s reference); for another amount, 402 `amount_mismatch`; already used to ' +
      'pay any request, 402 `reference_already_used`. Not shown by the bank yet: 202 with the request ' +
      '`waiting_for_payment_confirmation`; the service asks again every `RECONCILE_INTERVAL_SECONDS` for ' +
      '`P2P_CONFIRMATION_WINDOW_MINUTES` (30), then declines the attempt `payment_not_found` and the request is payable again. `paid_on` ' +
      `ahead of today or more than 3 days back is a 422 naming it. Sandbox (the reference's last two digits): \`00\` never found, \`01\` ` +
      `found for 1.00 VES less, \`02\` found from 20 s after the first report, ` +
      `any other found at once for the exact amount.\n\n${ORDER_OF_CHECKS}`,
    body: { dto: P2pPaymentBody, wrappedIn: 'payment', examples: P2P_EXAMPLES },
    accepted: {
      status: 202,
      description: 'The bank has not shown the transfer yet: the request, `waiting_for_payment_confirmation`, in the checkout layout.',
      schema: 'CheckoutPendingPaymentRequest',
    },
    errors: [...checkout.errors],
    uses: { pay: PayByP2p, read: GetPaymentRequest, ...settling },
    handle: payByP2p,
    recover: recoverP2p,
  }),
];
