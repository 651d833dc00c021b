import { LIST_QUERY } from './list-query';
import { CreatePaymentRequestBody, UpdatePaymentRequestBody } from './payment-request.dto';
import { CREATE_EXAMPLES, UPDATE_EXAMPLES } from '../../kit/openapi/examples';
import { declareRoute } from '../../kit/api-route-declaration';
import { CancelPaymentRequest } from '../../../../application/payment-requests/cancel-payment-request';
import { CreatePaymentRequest } from '../../../../application/payment-requests/create-payment-request';
import { GetPaymentRequest } from '../../../../application/payment-requests/get-payment-request';
import { ListPaymentRequests } from '../../../../application/payment-requests/list-payment-requests';
import { UpdatePaymentRequest } from '../../../../application/payment-requests/update-payment-request';
import { PAYMENT_REQUEST_PRESENTER } from './payment-request.presenter';
import {
  answerWithStoredRequest,
  cancelPaymentRequest,
  createPaymentRequest,
  getPaymentRequest,
  listPaymentRequests,
  updatePaymentRequest,
} from './payment-requests.handlers';

const tag = 'Payment requests';
/** express.json() runs for every /api/v1 route, GETs included: said of every GET. */
export const GET_BODY = 'No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.';
const EXPIRY =
  '`expires_at` is optional: an integer Unix time at least 60 seconds and at most 30 days from now, otherwise a 422 `validation_error` ' +
  'naming it. From that moment on the request can no longer be paid, updated or canceled, and within 60 seconds it is stored as ' +
  '`canceled` with `cancellation_reason` `expired`.';

const RETURN_URL = '`return_url` is optional: an absolute `https` URL without credentials, otherwise a 422 `validation_error` naming it.';

export const PAYMENT_REQUEST_ID = {
  id: {
    description: 'The payment request id (`preq_…`). An id of another shape, or another merchant\'s, is simply not found.',
    schema: { type: 'string', examples: ['preq_4f8Qm2ZkT7bX9cV1nL3pR5sD'] },
  },
};

export const PAYMENT_REQUEST_ROUTES = [
  declareRoute({
    operationId: 'listPaymentRequests', method: 'get', path: '/payment_requests', tag,
    summary: 'List payment requests',
    description: `This merchant's payment requests, newest first (ties broken by id), stable across pages. ` +
      `A parameter not listed here, or one given twice, is a 400. ${GET_BODY}`,
    query: LIST_QUERY,
    success: { status: 200, description: 'One page of payment requests.', schema: 'PaymentRequestList' },
    errors: [],
    uses: { list: ListPaymentRequests, presenter: PAYMENT_REQUEST_PRESENTER },
    handle: listPaymentRequests,
  }),
  declareRoute({
    operationId: 'createPaymentRequest', method: 'post', path: '/payment_requests', tag,
    summary: 'Create a payment request',
    description:
      'Prices the amount in VES at the current rate and issues a token and payment_url. `customer.email`, `first_name` and `last_name` ' +
      `may be left out only when this merchant has used the dni before; a new dni without them is a 422 \`validation_error\`. ${EXPIRY} ` +
      `Null or left out: it never expires. ${RETURN_URL}`,
    body: { dto: CreatePaymentRequestBody, examples: CREATE_EXAMPLES },
    success: { status: 201, description: 'The new payment request, `waiting_for_payment`.', schema: 'PaymentRequest' },
    errors: ['validation_error', 'rate_unavailable'],
    uses: { create: CreatePaymentRequest, get: GetPaymentRequest, presenter: PAYMENT_REQUEST_PRESENTER },
    handle: createPaymentRequest,
    recover: answerWithStoredRequest(201),
  }),
  declareRoute({
    operationId: 'getPaymentRequest', method: 'get', path: '/payment_requests/:id', tag, pathParameters: PAYMENT_REQUEST_ID,
    summary: 'Read a payment request',
    description: GET_BODY,
    success: { status: 200, description: 'The payment request.', schema: 'PaymentRequest' },
    errors: ['not_found'],
    uses: { get: GetPaymentRequest, presenter: PAYMENT_REQUEST_PRESENTER },
    handle: getPaymentRequest,
  }),
  declareRoute({
    operationId: 'updatePaymentRequest', method: 'patch', path: '/payment_requests/:id', tag, pathParameters: PAYMENT_REQUEST_ID,
    summary: 'Update a payment request',
    description:
      'Changes the amount, the description, the expiry, the return URL, or several of them. A new amount or description prices the ' +
      `request again at the current rate; a new expiry or return URL alone keeps the rate. Only while \`waiting_for_payment\` and before ` +
      `\`expires_at\`. ${EXPIRY} Null removes the expiry. ${RETURN_URL} Null removes it.`,
    body: { dto: UpdatePaymentRequestBody, requireOneOf: ['amount', 'description', 'expires_at', 'return_url'], examples: UPDATE_EXAMPLES },
    success: { status: 200, description: 'The updated payment request.', schema: 'PaymentRequest' },
    errors: ['not_found', 'conflict', 'validation_error', 'payment_request_not_updatable', 'rate_unavailable'],
    uses: { update: UpdatePaymentRequest, get: GetPaymentRequest, presenter: PAYMENT_REQUEST_PRESENTER },
    handle: updatePaymentRequest,
    recover: answerWithStoredRequest(200),
  }),
  declareRoute({
    operationId: 'cancelPaymentRequest', method: 'post', path: '/payment_requests/:id/cancel', tag, pathParameters: PAYMENT_REQUEST_ID,
    summary: 'Cancel a payment request',
    description:
      'Moves a request `waiting_for_payment` to `canceled` (`cancellation_reason` `requested`, `canceled_at` now); a canceled request ' +
      'can never be paid, updated or revived. Any other status, including `canceled`, or an `expires_at` already passed, is a 422 ' +
      '`payment_request_not_cancelable`. No body, or `{}`; a member is a 422 naming it.',
    emptyBody: true,
    success: { status: 200, description: 'The canceled payment request.', schema: 'PaymentRequest' },
    errors: ['not_found', 'conflict', 'validation_error', 'payment_request_not_cancelable'],
    uses: { cancel: CancelPaymentRequest, get: GetPaymentRequest, presenter: PAYMENT_REQUEST_PRESENTER },
    handle: cancelPaymentRequest,
    recover: answerWithStoredRequest(200),
  }),
];
