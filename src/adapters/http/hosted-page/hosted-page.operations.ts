import { page, text } from '../kit/openapi/responses';
import { JsonSchema, ref } from '../kit/openapi/types';
import { CHECKOUT_TRIES_PER_LINK_PER_WINDOW } from './checkout-tries-limit';
import { OpenRoute } from '../kit/open-route-declaration';
import { P2P_DAYS_BACK } from '../../../application/reported-transfers/pay-by-p2p';

/** Where the app mounts the hosted payment page (`payment_url`). */
export const HOSTED_PAGE_PREFIX = '/payments_portal';

const tag = 'Hosted payment page';
const PAGE_ERRORS = {
  '404': page('No payment request has this token: a page that says so.'),
  '500': page('An unexpected error; it was logged.'),
  '503': page('The database cannot be reached; nothing was charged.'),
};
const FLASH_COOKIE = {
  description: 'What the page after a redirect shows once (a decline, the fields to correct, a notice), ' +
    'in a cookie scoped to the page; cleared when read.',
  schema: { type: 'string' },
};
/** Every answer to a well-formed post is a redirect to the page (post/redirect/get), so that a reload never posts again. */
const FORM_ANSWERS = {
  // Express writes a one-line note of the redirect, as HTML or text as the client accepts.
  '303': text(
    'Back to the page, which shows the receipt, the payment being confirmed, the form again with the reason of a decline or the fields ' +
    'to correct, or why the request is no longer payable.',
    ['text/html', 'text/plain'],
    {
      Location: {
        required: true,
        description: 'The payment page; when the post was refused for its form (a decline, fields to correct), at that form\'s ' +
          'fragment (`#pagar-transferencia`, `#pagar-c2p` or `#pagar-tarjeta`), where the message is.',
        schema: { type: 'string' },
      },
      'Set-Cookie': FLASH_COOKIE,
    },
  ),
  '400': page('The form could not be read.'),
  '413': page('The form is over 16 KiB.'),
  '422': page('The request has had as many declined attempts as it accepts: a page that says so.'),
  '429': page(
    `More than ${CHECKOUT_TRIES_PER_LINK_PER_WINDOW} payment intents on this link in 15 minutes, whoever sent them.`,
    { 'Retry-After': ref('RetryAfter', 'headers') },
  ),
  ...PAGE_ERRORS,
};
const TOKEN = [
  {
    name: 'token', in: 'path', required: true, description: 'The payment request\'s token, the last segment of its payment_url.',
    schema: { type: 'string', examples: ['PR7K3M9Q2X4WZ8'] },
  },
];

/** A form of the page: the API's checkout fields less payment_request_id, which the token gives; `optional` may be left empty. */
const form = (fields: Record<string, string>, optional: readonly string[] = []) => ({
  description:
    'The hosted page\'s form. Values are checked by the same rules as the API\'s checkout, after tidying what people type (spaces and ' +
    'dashes in a phone or card number, a lower-case id, an expiry without its slash). Every answer is a page.',
  parameters: TOKEN,
  requestBody: {
    required: true,
    content: {
      'application/x-www-form-urlencoded': {
        schema: {
          type: 'object',
          required: Object.keys(fields).filter((name) => !optional.includes(name)),
          properties: Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }])),
        },
      },
    },
  } satisfies JsonSchema,
  responses: FORM_ANSWERS,
});

/** The hosted payment page (hosted-page.router.ts): for the customer, in Spanish, with no secret key. */
export const HOSTED_PAGE_ROUTES = [
  {
    operationId: 'showPaymentPage', method: 'get', path: '/payment_requests/:token', tag, summary: 'The hosted payment page',
    parameters: TOKEN,
    description:
      'The payment request, with a C2P form, a card form and a form to report a Pago Móvil transfer (with the account to ' +
      'send it to) while it is payable, as the request\'s mode offers them; "verifying" while a reported transfer is not ' +
      'shown by the bank yet; its receipt once paid.',
    responses: { '200': page('The page, with what the last form post left to show.', { 'Set-Cookie': FLASH_COOKIE }), ...PAGE_ERRORS },
  },
  {
    operationId: 'payPageByC2p', method: 'post', path: '/payment_requests/:token/c2p', tag, summary: 'Pay from the hosted page by C2P',
    ...form({
      phone_number: 'The payer\'s mobile number.',
      issuer_payer_id: 'The payer\'s national id, passport or tax id.',
      issuer_bank_id: 'The payer\'s bank, by its 4-digit code.',
      otp_token: 'The one-time password from the bank.',
    }),
  },
  {
    operationId: 'sendPageC2pKey', method: 'post', path: '/payment_requests/:token/c2p_key', tag,
    summary: 'Have the bank send the payer the C2P key, from the hosted page',
    ...form(
      {
        phone_number: 'The payer\'s mobile number, which the key is sent to by SMS.',
        issuer_payer_id: 'The payer\'s national id, passport or tax id.',
        issuer_bank_id: 'The payer\'s bank, by its 4-digit code.',
        otp_token: 'The C2P form\'s OTP field, sent along by the browser: never read.',
      },
      ['otp_token'],
    ),
    description:
      'The C2P form\'s "Recibir la clave por SMS", shown where the request\'s C2P bank sends the key itself: the same checks, ' +
      'limits and answers as `POST /api/v1/payment_requests/{id}/c2p_key`, as a redirect to the page at the C2P form, with what ' +
      'was typed (never an OTP) and whether the key was sent, refused or limited. Every answer is a page.',
  },
  {
    operationId: 'payPageByCard', method: 'post', path: '/payment_requests/:token/credit_card', tag,
    summary: 'Pay from the hosted page by card',
    ...form({
      card_number: 'The card number.',
      card_customer_id: 'The cardholder\'s national id, passport or tax id.',
      card_expiry_date: '`MM/YY`.',
      card_cvv: 'The card\'s security code.',
    }),
  },
  {
    operationId: 'payPageByP2p', method: 'post', path: '/payment_requests/:token/p2p', tag,
    summary: 'Report a Pago Móvil transfer from the hosted page',
    ...form(
      {
        phone_number: 'The payer\'s mobile number, from which the transfer was sent.',
        issuer_bank_id: 'The payer\'s bank, by its 4-digit code.',
        issuer_payer_id: 'The payer\'s cédula or RIF (optional): checked where the bank can, and needed to refund by payout.',
        reference: 'The bank\'s reference of the transfer: 4 to 20 digits (spaces and dashes are dropped).',
        paid_on: `The day it was sent, \`YYYY-MM-DD\` (or \`DD/MM/YYYY\`): today, the default when empty, or up to ${P2P_DAYS_BACK} ` +
          'days back.',
      },
      ['issuer_payer_id', 'paid_on'],
    ),
  },
] as const satisfies readonly OpenRoute[];
