import { C2pPaymentBody, CardPaymentBody } from '../../dto/checkout.dto';
import { API_RESPONSES, BODY_RESPONSES, json, sharedResponse, unprocessable } from '../responses';
import { checkoutBodySchema } from '../schemas/request-bodies';
import { JsonSchema, ref } from '../types';
import { C2P_EXAMPLE, CARD_EXAMPLE } from './examples';

const TAG = 'Checkouts';

const ORDER_OF_CHECKS =
  'Checks run in this order: the key (401), the body is a JSON object with a `payment` object (400), every ' +
  'payment field (422 naming `payment.<field>`), the payment request exists (404), it is `waiting_for_payment` ' +
  '(422 `payment_request_not_payable`), then the payment itself (402). A request is paid at most once, however ' +
  'many checkouts race on it.';

function checkout(operationId: string, summary: string, description: string, dto: typeof C2pPaymentBody | typeof CardPaymentBody, examples: JsonSchema): JsonSchema {
  return {
    operationId,
    tags: [TAG],
    summary,
    description: `${description}\n\n${ORDER_OF_CHECKS}`,
    requestBody: { required: true, content: { 'application/json': { schema: checkoutBodySchema(dto), examples } } },
    responses: {
      '201': json('Paid: the payment request in the checkout layout, with `succeeded_payment_confirmation`.', ref('CheckoutPaymentRequest')),
      ...BODY_RESPONSES,
      '402': sharedResponse('PaymentDeclined'),
      '404': sharedResponse('NotFound'),
      '409': sharedResponse('Conflict'),
      '422': unprocessable('Invalid payment fields (`validation_error`), or the request is not `waiting_for_payment` (`payment_request_not_payable`).', 'ValidationProblem', 'NotPayableProblem'),
      ...API_RESPONSES,
      '502': sharedResponse('PaymentOutcomeUnknown'),
    },
  };
}

export function checkoutPaths(): Record<string, JsonSchema> {
  return {
    '/api/v1/checkouts/c2p': {
      post: checkout(
        'payByC2p',
        'Pay by C2P',
        'Pays a payment request by C2P (Pago Móvil): an interbank transfer confirmed with the payer\'s one-time password. ' +
          'Sandbox: OTP `123456` is approved, `111111` is declined `insufficient_funds`, any other is declined `invalid_otp`.',
        C2pPaymentBody,
        C2P_EXAMPLE,
      ),
    },
    '/api/v1/checkouts/credit_card': {
      post: checkout(
        'payByCard',
        'Pay by card',
        'Pays a payment request by Visa or Mastercard, credit or debit. A card that fails the Luhn check, is not Visa or ' +
          'Mastercard, or has expired is declined (`invalid_card_number`, `card_not_supported`, `expired_card`) before any ' +
          'gateway sees it. Sandbox: `4242424242424242` and `5555555555554444` are approved, `4000000000000002` is declined ' +
          '`card_declined`, `4000000000009995` `insufficient_funds`, any other valid Visa or Mastercard is approved. ' +
          'Card numbers, CVVs and OTPs are never stored, logged or returned.',
        CardPaymentBody,
        CARD_EXAMPLE,
      ),
    },
  };
}
