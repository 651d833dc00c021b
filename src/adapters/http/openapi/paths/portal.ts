import { PORTAL_ATTEMPTS_PER_WINDOW } from '../../portal/portal-attempt-limit';
import { REQUEST_ID_HEADER } from '../responses';
import { JsonSchema, ref } from '../types';

const TAG = 'Hosted payment page';

const TOKEN: JsonSchema = {
  name: 'token',
  in: 'path',
  required: true,
  description: 'The payment request\'s token, the last segment of its payment_url.',
  schema: { type: 'string', examples: ['PR7K3M9Q2X4WZ8'] },
};

const page = (description: string, headers: JsonSchema = {}): JsonSchema => ({
  description,
  headers: { ...REQUEST_ID_HEADER, ...headers },
  content: { 'text/html': { schema: { type: 'string' } } },
});

const NOT_FOUND = page('No payment request has this token: a page that says so.');
const UNAVAILABLE = page('The database cannot be reached; nothing was charged.');
const FAILED = page('An unexpected error; it was logged.');

/** The form fields; the API's checkout fields less payment_request_id, which the token gives. */
function form(fields: Record<string, string>): JsonSchema {
  return {
    required: true,
    content: {
      'application/x-www-form-urlencoded': {
        schema: {
          type: 'object',
          required: Object.keys(fields),
          properties: Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }])),
        },
      },
    },
  };
}

function formPost(operationId: string, summary: string, fields: Record<string, string>): JsonSchema {
  return {
    operationId,
    tags: [TAG],
    summary,
    description:
      'The hosted page\'s form. Values are checked by the same rules as the API\'s checkout, after tidying what people ' +
      'type (spaces and dashes in a phone or card number, a lower-case id, an expiry without its slash). Every answer is a page.',
    security: [],
    requestBody: form(fields),
    responses: {
      '303': {
        description: 'Paid: back to the page, which now shows the receipt.',
        headers: { ...REQUEST_ID_HEADER, Location: { required: true, description: 'The payment page.', schema: { type: 'string' } } },
        // Express writes a one-line note of the redirect, as HTML or text as the client accepts.
        content: { 'text/html': { schema: { type: 'string' } }, 'text/plain': { schema: { type: 'string' } } },
      },
      '202': page('The payment network did not answer; the page says the payment is being confirmed.'),
      '400': page('The form could not be read.'),
      '402': page('Declined: the form again, with the reason.'),
      '404': NOT_FOUND,
      '409': page('The request is already paid, being confirmed, or not payable; or it changed meanwhile. Nothing was charged.'),
      '413': page('The form is over 16 KiB.'),
      '422': page('The form again, with a message beside each field to correct.'),
      '429': page(`More than ${PORTAL_ATTEMPTS_PER_WINDOW} payment attempts on this link in 15 minutes, whoever sent them.`, {
        'Retry-After': ref('RetryAfter', 'headers'),
      }),
      '500': FAILED,
      '503': UNAVAILABLE,
    },
  };
}

/** The hosted payment page (`payment_url`): for the customer, in Spanish, with no secret key. */
export function portalPaths(): Record<string, JsonSchema> {
  return {
    '/payments_portal/payment_requests/{token}': {
      parameters: [TOKEN],
      get: {
        operationId: 'showPaymentPage',
        tags: [TAG],
        summary: 'The hosted payment page',
        description: 'The payment request, with a C2P form and a card form while it is payable, or its receipt once paid.',
        security: [],
        responses: { '200': page('The page.'), '404': NOT_FOUND, '500': FAILED, '503': UNAVAILABLE },
      },
    },
    '/payments_portal/payment_requests/{token}/c2p': {
      parameters: [TOKEN],
      post: formPost('payPageByC2p', 'Pay from the hosted page by C2P', {
        phone_number: 'The payer\'s mobile number.',
        issuer_payer_id: 'The payer\'s national id, passport or tax id.',
        issuer_bank_id: 'The payer\'s bank, by its 4-digit code.',
        otp_token: 'The one-time password from the bank.',
      }),
    },
    '/payments_portal/payment_requests/{token}/credit_card': {
      parameters: [TOKEN],
      post: formPost('payPageByCard', 'Pay from the hosted page by card', {
        card_number: 'The card number.',
        card_customer_id: 'The cardholder\'s national id, passport or tax id.',
        card_expiry_date: '`MM/YY`.',
        card_cvv: 'The card\'s security code.',
      }),
    },
  };
}
