import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../../../../application/list-payment-requests';
import { PAYMENT_REQUEST_STATUSES } from '../../../../domain/payment-request';
import { API_RESPONSES, BODY_RESPONSES, json, sharedResponse, unprocessable } from '../responses';
import { PLAIN_TEXT_PATTERN } from '../schemas/converters';
import { updateBodySchema } from '../schemas/request-bodies';
import { JsonSchema, ref } from '../types';
import { CREATE_EXAMPLE, UPDATE_EXAMPLE } from './examples';

const TAG = 'Payment requests';
/** express.json() sits in front of every /api/v1 route, GETs included. */
const GET_BODY = 'No body is expected; one sent anyway (with a JSON Content-Type) is still read, so it may give 400, 413 or 415.';
const DAY: JsonSchema = { type: 'string', format: 'date', description: 'A calendar day, `YYYY-MM-DD`.' };

const text = (name: string, maxLength: number, description: string): JsonSchema => ({
  name,
  in: 'query',
  description,
  schema: { type: 'string', minLength: 1, maxLength, pattern: PLAIN_TEXT_PATTERN },
});

/** The filters parseListQuery (dto/list-query.ts) reads; any other parameter is a 400. */
const LIST_PARAMETERS: JsonSchema[] = [
  { name: 'limit', in: 'query', description: 'Page size, written as 1 to 7 digits.', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE } },
  { name: 'page', in: 'query', description: 'Page number, written as 1 to 7 digits; a page past the end gives `data: []`.', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } },
  { name: 'status', in: 'query', schema: { type: 'string', enum: [...PAYMENT_REQUEST_STATUSES] } },
  text('customer_dni', 64, 'Only requests of the customer with exactly this dni.'),
  text('customer_email', 254, 'Only requests of the customer with this e-mail, compared case-insensitively.'),
  {
    name: 'created_at',
    in: 'query',
    style: 'deepObject',
    explode: true,
    description:
      'Creation day in the business time zone (`BUSINESS_TIME_ZONE`, America/Caracas by default). Either one day, ' +
      '`created_at=2026-01-15`, or an inclusive range, `created_at[start]=2026-01-01&created_at[end]=2026-01-31`, ' +
      'where either end may be left out. Not both forms at once; an impossible date or a start after the end is a 400.',
    schema: {
      oneOf: [
        DAY,
        { type: 'object', properties: { start: DAY, end: DAY }, minProperties: 1, additionalProperties: false },
      ],
    },
    examples: {
      day: { summary: 'One day', value: '2026-01-15' },
      range: { summary: 'A range', value: { start: '2026-01-01', end: '2026-01-31' } },
    },
  },
];

const ID_PARAMETER: JsonSchema = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The payment request id (`preq_…`). An id of another shape, or another merchant\'s, is simply not found.',
  schema: { type: 'string', examples: ['preq_4f8Qm2ZkT7bX9cV1nL3pR5sD'] },
};

const jsonBody = (schema: JsonSchema, examples: JsonSchema): JsonSchema => ({
  required: true,
  content: { 'application/json': { schema, examples } },
});

export function paymentRequestPaths(): Record<string, JsonSchema> {
  return {
    '/api/v1/payment_requests': {
      get: {
        operationId: 'listPaymentRequests',
        tags: [TAG],
        summary: 'List payment requests',
        description: 'This merchant\'s payment requests, newest first (ties broken by id), stable across pages. A parameter not listed here, or one given twice, is a 400. ' + GET_BODY,
        parameters: LIST_PARAMETERS,
        responses: {
          '200': json('One page of payment requests.', ref('PaymentRequestList')),
          ...BODY_RESPONSES,
          ...API_RESPONSES,
        },
      },
      post: {
        operationId: 'createPaymentRequest',
        tags: [TAG],
        summary: 'Create a payment request',
        description:
          'Prices the amount in VES at the current rate and issues a token and payment_url. `customer.email`, ' +
          '`first_name` and `last_name` may be left out only when this merchant has used the dni before.',
        requestBody: jsonBody(ref('CreatePaymentRequestBody'), CREATE_EXAMPLE),
        responses: {
          '201': json('The new payment request, `waiting_for_payment`.', ref('PaymentRequest')),
          ...BODY_RESPONSES,
          '422': unprocessable('A field is missing, of the wrong type, malformed, out of range or not allowed; or a new dni lacks email, first_name or last_name.', 'ValidationProblem'),
          ...API_RESPONSES,
        },
      },
    },
    '/api/v1/payment_requests/{id}': {
      parameters: [ID_PARAMETER],
      get: {
        operationId: 'getPaymentRequest',
        tags: [TAG],
        summary: 'Read a payment request',
        description: GET_BODY,
        responses: {
          '200': json('The payment request.', ref('PaymentRequest')),
          ...BODY_RESPONSES,
          '404': sharedResponse('NotFound'),
          ...API_RESPONSES,
        },
      },
      patch: {
        operationId: 'updatePaymentRequest',
        tags: [TAG],
        summary: 'Update a payment request',
        description: 'Changes the amount, the description or both, and prices the request again at the current rate. Only while `waiting_for_payment`.',
        requestBody: jsonBody(updateBodySchema(), UPDATE_EXAMPLE),
        responses: {
          '200': json('The updated payment request.', ref('PaymentRequest')),
          ...BODY_RESPONSES,
          '404': sharedResponse('NotFound'),
          '409': sharedResponse('Conflict'),
          '422': unprocessable('Invalid fields (`validation_error`), or the request is no longer `waiting_for_payment` (`payment_request_not_updatable`).', 'ValidationProblem', 'NotUpdatableProblem'),
          ...API_RESPONSES,
        },
      },
    },
  };
}
