import { CreateRefund } from '../../../../application/refunds/create-refund';
import { ManualRefunds } from '../../../../application/refunds/manual-refunds';
import { ReadRefunds } from '../../../../application/refunds/read-refunds';
import { SettleRefundNow } from '../../../../application/refunds/settle-refund-now';
import { declareRoute } from '../../kit/api-route-declaration';
import { GET_BODY, PAYMENT_REQUEST_ID } from '../payment-requests/payment-requests.routes';
import { CreateRefundBody, MarkRefundSucceededBody } from './refund.dto';
import {
  cancelRefund, createRefund, getRefund, listRefunds, markRefundSucceeded, recoverRefund, recoverRefundAction,
} from './refunds.handlers';

const tag = 'Refunds';
const REFUND_ID = {
  id: {
    description: 'The refund id (`re_…`). Another merchant\'s, or the other mode\'s, is simply not found.',
    schema: { type: 'string', examples: ['re_7Hk2Qm9ZbT4xV1nL3pR5sDfW'] },
  },
};
const MANUAL_ONLY =
  'Only from `requires_action` (a `manual` refund); any other status is a 422 `refund_not_actionable` and changes nothing.';

export const REFUND_ROUTES = [
  declareRoute({
    operationId: 'createRefund', method: 'post', path: '/payment_requests/:id/refunds', tag, pathParameters: PAYMENT_REQUEST_ID,
    summary: 'Refund a payment request',
    description:
      'Gives back `amount` USD (left out: everything that remains) of a `paid` request, in VES at the rate it was paid at, rounded half ' +
      'up; the refund of everything that remains returns exactly the VES that remain. The rail follows the payment: a C2P payment ' +
      'refunded in full by its first refund on the day it was paid is voided at the bank (`reversal`); any other C2P refund is a Pago ' +
      'Móvil transfer to the phone, id and bank the customer paid from (`p2p`); a card refund goes to the card (`card`) when its gateway ' +
      'can, otherwise it is `manual` and `requires_action`. A bank that does not answer leaves it `pending` until the reconciler settles ' +
      'it (never sent twice); a refusal makes it `failed`, and the amount can be refunded again. Concurrent refunds never together ' +
      'exceed what was paid. Sandbox: refunds succeed at once, except those of a payment made with OTP `654321` or the card ' +
      '`4000000000005126`, which stay `pending` and fail (`refund_declined`) within 60 seconds.',
    body: { dto: CreateRefundBody, optional: true, examples: {
      part: { summary: 'Part of the payment', value: { amount: 10.5, reason: 'requested_by_customer', description: 'One item returned' } },
      rest: { summary: 'Everything that remains', value: {} },
    } },
    success: {
      status: 201,
      description: 'The refund: `succeeded`, `pending` (the bank has not answered yet), `failed` or `requires_action`.',
      schema: 'Refund',
    },
    errors: ['not_found', 'conflict', 'validation_error', 'payment_request_not_refundable', 'refund_exceeds_remaining'],
    uses: { create: CreateRefund, settleNow: SettleRefundNow },
    handle: createRefund,
    recover: recoverRefund,
  }),
  declareRoute({
    operationId: 'listRefunds', method: 'get', path: '/payment_requests/:id/refunds', tag, pathParameters: PAYMENT_REQUEST_ID,
    summary: 'List a payment request\'s refunds',
    description: `Every refund of the request, oldest first. ${GET_BODY}`,
    success: { status: 200, description: 'The refunds.', schema: 'RefundList' },
    errors: ['not_found'],
    uses: { read: ReadRefunds },
    handle: listRefunds,
  }),
  declareRoute({
    operationId: 'getRefund', method: 'get', path: '/refunds/:id', tag, pathParameters: REFUND_ID,
    summary: 'Read a refund',
    description: GET_BODY,
    success: { status: 200, description: 'The refund.', schema: 'Refund' },
    errors: ['not_found'],
    uses: { read: ReadRefunds },
    handle: getRefund,
  }),
  declareRoute({
    operationId: 'markRefundSucceeded', method: 'post', path: '/refunds/:id/mark_succeeded', tag, pathParameters: REFUND_ID,
    summary: 'Say a manual refund was made',
    description:
      `The merchant returned the money by other means: the refund becomes \`succeeded\` with their \`reference_id\`. ${MANUAL_ONLY}`,
    body: {
      dto: MarkRefundSucceededBody,
      examples: { transfer: { summary: 'A bank transfer\'s number', value: { reference_id: 'TRF-000123' } } },
    },
    success: { status: 200, description: 'The refund, `succeeded`.', schema: 'Refund' },
    errors: ['not_found', 'conflict', 'validation_error', 'refund_not_actionable'],
    uses: { manual: ManualRefunds, read: ReadRefunds },
    handle: markRefundSucceeded,
    recover: recoverRefundAction,
  }),
  declareRoute({
    operationId: 'cancelRefund', method: 'post', path: '/refunds/:id/cancel', tag, pathParameters: REFUND_ID,
    summary: 'Give up a manual refund',
    description:
      `The merchant will not return this money: the refund becomes \`failed\` (\`failure_code\` \`canceled_by_merchant\`) and its amount ` +
      `can be refunded again. ${MANUAL_ONLY} ` +
      'No body, or `{}`; a member is a 422 naming it.',
    emptyBody: true,
    success: { status: 200, description: 'The refund, `failed`.', schema: 'Refund' },
    errors: ['not_found', 'conflict', 'validation_error', 'refund_not_actionable'],
    uses: { manual: ManualRefunds, read: ReadRefunds },
    handle: cancelRefund,
    recover: recoverRefundAction,
  }),
];
