import { ListPaymentRequestEvents } from '../../../application/events/list-payment-request-events';
import { CancelPaymentRequest } from '../../../application/payment-requests/cancel-payment-request';
import { CreatePaymentRequest } from '../../../application/payment-requests/create-payment-request';
import { GetPaymentRequest } from '../../../application/payment-requests/get-payment-request';
import { ListPaymentRequests } from '../../../application/payment-requests/list-payment-requests';
import { CreateRefund } from '../../../application/refunds/create-refund';
import { PAYMENT_REQUEST_PRESENTER } from '../api/payment-requests/payment-request.presenter';
import { page } from '../kit/openapi/responses';
import { createHandler, showCreateForm } from './create.handlers';
import { declarePage } from './dashboard-page';
import { detailHandler } from './detail.handlers';
import { listHandler } from './list.handlers';
import { CONFIRMATION, CONFIRMED, CSRF, FORM_ANSWERS, PAGE_ANSWERS, form, idParameter } from './page-answers';
import { cancelHandler, refundHandler } from './request-actions';

const ID = idParameter('The payment request\'s id.');
/** What a request's page and its actions read it with. */
const REQUEST_PAGE_USES = { get: GetPaymentRequest, requestEvents: ListPaymentRequestEvents, presenter: PAYMENT_REQUEST_PRESENTER };

/** The payment requests: their list, the new-request form, a request's page and its actions (cancel, refund). */
export const PAYMENT_REQUEST_PAGES = [
  declarePage({
    operationId: 'showDashboardList', method: 'get', path: '/', summary: 'The payment requests, with the API\'s filters and pages',
    responses: { '200': page('The list.'), '400': page('A filter the API refuses: said in Spanish.'), ...PAGE_ANSWERS },
    access: 'session', uses: { list: ListPaymentRequests }, handler: listHandler,
  }),
  declarePage({
    operationId: 'showDashboardCreateForm', method: 'get', path: '/payment_requests/new',
    summary: 'The form to create a payment request',
    responses: { '200': page('The form.'), ...PAGE_ANSWERS },
    access: 'session', uses: {}, handler: showCreateForm,
  }),
  declarePage({
    operationId: 'createFromDashboard', method: 'post', path: '/payment_requests', summary: 'Create a payment request',
    requestBody: form({
      amount: 'USD as a person types it (1.234,50, 1234.50, 1234,50 or 1234).', description: 'What is sold.',
      external_id: 'The merchant\'s own reference (optional).',
      customer_dni: 'The customer\'s national id.', customer_email: 'The customer\'s e-mail.', customer_first_name: 'For a new customer.',
      customer_last_name: 'For a new customer.', expires_in: 'How long the link may be paid (optional).', ...CSRF,
    }),
    responses: FORM_ANSWERS,
    access: 'session_form', uses: { create: CreatePaymentRequest }, handler: createHandler,
  }),
  declarePage({
    operationId: 'showDashboardRequest', method: 'get', path: '/payment_requests/:id',
    summary: 'A payment request: amounts, attempts, refunds, its link and QR code',
    parameters: ID,
    responses: {
      '200': page('The request.'), '404': page('No payment request of this merchant in this mode has this id.'), ...PAGE_ANSWERS,
    },
    access: 'session', uses: REQUEST_PAGE_USES, handler: detailHandler,
  }),
  declarePage({
    operationId: 'cancelFromDashboard', method: 'post', path: '/payment_requests/:id/cancel', summary: 'Cancel a payment request',
    parameters: ID, requestBody: form({ ...CONFIRMED, ...CSRF }), responses: { ...FORM_ANSWERS, '200': CONFIRMATION },
    access: 'session_form', uses: { ...REQUEST_PAGE_USES, cancel: CancelPaymentRequest }, handler: cancelHandler,
  }),
  declarePage({
    operationId: 'refundFromDashboard', method: 'post', path: '/payment_requests/:id/refunds',
    summary: 'Refund a payment request, in full or in part',
    parameters: ID,
    requestBody: form({
      amount: 'USD as a person types it (1.234,50, 1234.50, 1234,50); empty for everything that remains.',
      reason: 'The API\'s refund reasons (optional).', description: 'Optional.', ...CONFIRMED, ...CSRF,
    }),
    responses: { ...FORM_ANSWERS, '200': CONFIRMATION },
    access: 'session_form', uses: { ...REQUEST_PAGE_USES, refund: CreateRefund }, handler: refundHandler,
  }),
];
