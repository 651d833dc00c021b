import { page, text } from '../../kit/openapi/responses';
import { JsonSchema, ref } from '../../kit/openapi/types';
import { OpenRoute } from '../../kit/open-route-declaration';
import { LINK_REQUESTS_PER_ADDRESS_PER_MINUTE, LINK_REQUESTS_PER_LINK_PER_HOUR } from './link-requests-limit';

const tag = 'Hosted payment page';
const TOKEN = [
  {
    name: 'token', in: 'path', required: true, description: 'The payment link\'s token, the last segment of its url.',
    schema: { type: 'string', examples: ['PL7K3M9Q2X4WZ8HN5T6R'] },
  },
];
const PAGE_ERRORS = {
  '404': page('No payment link has this token: a page that says so.'),
  '410': page('The link was deactivated or has expired: a page that says so; nothing is created.'),
  '500': page('An unexpected error; it was logged.'),
  '503': page('The database cannot be reached; nothing was created.'),
};

/** The reusable payment link's page (link-page.router.ts): for the customer, in Spanish, with no secret key. */
export const LINK_PAGE_ROUTES = [
  {
    operationId: 'showLinkPage', method: 'get', path: '/links/:token', tag, summary: 'A payment link\'s page',
    description: 'Whom the customer pays, the description, the price in USD and in VES at today\'s rate, and a form asking the dni.',
    parameters: TOKEN,
    responses: { '200': page('The page.'), ...PAGE_ERRORS },
  },
  {
    operationId: 'postLinkPage', method: 'post', path: '/links/:token', tag, summary: 'Create a payment request through a link',
    description:
      'A dni this merchant knows in the link\'s mode creates a payment request of the link\'s amount and description at once; a new ' +
      'one is asked e-mail, first and last name first (the API\'s rules for a new customer). Every refusal shows the form again, ' +
      'with what was typed.',
    parameters: TOKEN,
    requestBody: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            required: ['dni'],
            properties: {
              dni: { type: 'string', description: 'The customer\'s national id, passport or tax id.' },
              email: { type: 'string', description: 'Second step, for a dni new to the merchant.' },
              first_name: { type: 'string', description: 'Second step.' },
              last_name: { type: 'string', description: 'Second step.' },
            },
          },
        },
      },
    } satisfies JsonSchema,
    responses: {
      '200': page('The form again, asking e-mail, first and last name: the dni is new to this merchant.'),
      '303': text('To the new payment request\'s hosted page (its payment_url).', ['text/html', 'text/plain'], {
        Location: { required: true, description: 'The payment_url of the request created.', schema: { type: 'string' } },
      }),
      '400': page('The form could not be read.'),
      '413': page('The form is over 16 KiB.'),
      '422': page('A field is invalid: the form again, with the message and what was typed.'),
      '429': page(
        `More than ${LINK_REQUESTS_PER_ADDRESS_PER_MINUTE} requests created through this link from one address in a minute, or ` +
        `${LINK_REQUESTS_PER_LINK_PER_HOUR} through it in an hour: the form again, with what was typed; nothing was created.`,
        { 'Retry-After': ref('RetryAfter', 'headers') },
      ),
      ...PAGE_ERRORS,
    },
  },
] as const satisfies readonly OpenRoute[];
