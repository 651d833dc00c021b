import { CreatePaymentLink } from '../../../../application/payment-links/create-payment-link';
import { GetPaymentLink, ListPaymentLinks } from '../../../../application/payment-links/read-payment-links';
import { UpdatePaymentLink } from '../../../../application/payment-links/update-payment-link';
import { declareRoute } from '../../kit/api-route-declaration';
import { GET_BODY } from '../payment-requests/payment-requests.routes';
import { LINKS_QUERY } from './list-query';
import { CreatePaymentLinkBody, UpdatePaymentLinkBody } from './payment-link.dto';
import { PAYMENT_LINK_PRESENTER } from './payment-link.presenter';
import { answerWithStoredLink, createPaymentLink, getPaymentLink, listPaymentLinks, updatePaymentLink } from './payment-links.handlers';

const tag = 'Payment links';
const ID = {
  id: {
    description: 'The payment link id (`plink_…`). An id of another shape, another merchant\'s or the other mode\'s, is simply not found.',
    schema: { type: 'string', examples: ['plink_3kT9bX2mQ7vZ1cR5nL8pW4sD'] },
  },
};

const CREATE_EXAMPLES = {
  simple: { summary: 'A product sold again and again', value: { amount: 12.5, description: 'Torta de chocolate' } },
  described: { summary: 'Sold until deactivated', value: { amount: 20, description: 'Preventa: 2 kg de café', expires_at: null } },
};
const UPDATE_EXAMPLES = {
  deactivate: { summary: 'Stop selling through it', value: { active: false } },
  price: { summary: 'A new price', value: { amount: 15 } },
};

export const PAYMENT_LINK_ROUTES = [
  declareRoute({
    operationId: 'listPaymentLinks', method: 'get', path: '/payment_links', tag,
    summary: 'List payment links',
    description: `This merchant's payment links of the key's mode, newest first (ties broken by id), paged as the payment requests list. ` +
      `A parameter not listed here, or one given twice, is a 400. ${GET_BODY}`,
    query: LINKS_QUERY,
    success: { status: 200, description: 'One page of payment links.', schema: 'PaymentLinkList' },
    errors: [],
    uses: { list: ListPaymentLinks, presenter: PAYMENT_LINK_PRESENTER },
    handle: listPaymentLinks,
  }),
  declareRoute({
    operationId: 'createPaymentLink', method: 'post', path: '/payment_links', tag,
    summary: 'Create a payment link',
    description:
      'A reusable link of the key\'s mode: each customer who opens its `url` gives their dni (and, when new to this merchant, e-mail ' +
      'and names) and creates a payment request of the link\'s amount and description, with `payment_link_id`, then pays it on its ' +
      'hosted page. `amount` and `description` follow a payment request\'s rules. `expires_at` is optional: an integer Unix time at ' +
      'least 60 seconds and at most 366 days from now, otherwise a 422 `validation_error` naming it; null or left out: it never expires.',
    body: { dto: CreatePaymentLinkBody, examples: CREATE_EXAMPLES },
    success: { status: 201, description: 'The new payment link, active.', schema: 'PaymentLink' },
    errors: ['validation_error'],
    uses: { create: CreatePaymentLink, get: GetPaymentLink, presenter: PAYMENT_LINK_PRESENTER },
    handle: createPaymentLink,
    recover: answerWithStoredLink,
  }),
  declareRoute({
    operationId: 'getPaymentLink', method: 'get', path: '/payment_links/:id', tag, pathParameters: ID,
    summary: 'Read a payment link',
    description: GET_BODY,
    success: { status: 200, description: 'The payment link.', schema: 'PaymentLink' },
    errors: ['not_found'],
    uses: { get: GetPaymentLink, presenter: PAYMENT_LINK_PRESENTER },
    handle: getPaymentLink,
  }),
  declareRoute({
    operationId: 'updatePaymentLink', method: 'patch', path: '/payment_links/:id', tag, pathParameters: ID,
    summary: 'Update a payment link',
    description:
      'Activates or deactivates the link, or changes its amount or description: the requests it creates from then on get them; those ' +
      'already created keep theirs.',
    body: { dto: UpdatePaymentLinkBody, requireOneOf: ['active', 'amount', 'description'], examples: UPDATE_EXAMPLES },
    success: { status: 200, description: 'The updated payment link.', schema: 'PaymentLink' },
    errors: ['not_found', 'validation_error'],
    uses: { update: UpdatePaymentLink, presenter: PAYMENT_LINK_PRESENTER },
    handle: updatePaymentLink,
  }),
];
