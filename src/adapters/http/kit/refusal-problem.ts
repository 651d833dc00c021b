import { NotCancelable, NotPayable, NotUpdatable, Refusal } from '../../../application/outcomes';
import {
  TooManyWebhookEndpoints, WebhookEndpointNotFound, WebhookUrlRefused,
} from '../../../application/webhooks/webhook-endpoint-outcomes';
import { ApiKeyNotFound, TooManyApiKeys } from '../../../application/api-keys/api-key-outcomes';
import { ExceedsRemaining, NotRefundable, RefundNotActionable, RefundNotFound } from '../../../application/refunds/refund-outcomes';
import { PaidOnOutOfRange } from '../../../application/reported-transfers/pay-by-p2p';
import { C2pKeyRefusal, c2pKeyProblem } from './c2p-key-problem';
import { PaymentLinkNotFound } from '../../../application/payment-links/payment-link-outcomes';
import { BankAccountRefusal } from '../../../application/bank-accounts/bank-account-outcomes';
import { FieldProblem } from '../../../domain/errors';
import { Problem, invalidFields } from './problem';
import { wireMethod } from './wire-methods';

/** The wire's names for the customer details a new dni needs. */
const CUSTOMER_DETAIL_FIELD = { email: 'customer.email', firstName: 'customer.first_name', lastName: 'customer.last_name' } as const;

const METHOD_NAME = { c2p: 'C2P', credit_or_debit_card: 'Card payment', p2p: 'A reported Pago Móvil transfer' } as const;
type ApiKeyRefusal = ApiKeyNotFound | TooManyApiKeys;
type RefundRefusal = NotRefundable | ExceedsRemaining | RefundNotFound | RefundNotActionable;
type P2pRefusal = PaidOnOutOfRange;
type WebhookRefusal = WebhookEndpointNotFound | TooManyWebhookEndpoints | WebhookUrlRefused;

/** The one mapping from a use case's refusal to the problem+json the API answers with. */
export function refusalProblem(
  refusal: Refusal | WebhookRefusal | ApiKeyRefusal | RefundRefusal | P2pRefusal | BankAccountRefusal | PaymentLinkNotFound | C2pKeyRefusal,
): Problem {
  switch (refusal.kind) {
    case 'c2p_key_not_supported':
    case 'c2p_key_refused':
    case 'c2p_key_limited':
    case 'c2p_key_outcome_unknown':
      return c2pKeyProblem(refusal);
    case 'not_found':
      return new Problem('not_found', `No payment request ${JSON.stringify(refusal.id)} was found.`);
    case 'not_updatable':
      return new Problem('payment_request_not_updatable', whyNot(refusal, 'updated'));
    case 'not_payable':
      return new Problem('payment_request_not_payable', whyNot(refusal, 'paid'));
    case 'attempts_exhausted':
      return new Problem(
        'payment_attempts_exhausted',
        `Payment request ${refusal.id} has had ${refusal.limit} declined payment attempts, the most it accepts; ` +
        'create a new payment request.',
      );
    case 'not_cancelable':
      return new Problem('payment_request_not_cancelable', whyNot(refusal, 'canceled'));
    case 'expiry_out_of_range':
      return invalidFields([
        {
          field: 'expires_at',
          reason: 'out_of_range',
          message: `must be a Unix time at least ${refusal.minSeconds} seconds and at most ${refusal.maxSeconds / 86_400} days from now`,
        },
      ]);
    case 'conflict':
      return new Problem('conflict', 'The payment request changed while this request ran; read it again and retry.');
    case 'declined':
      return new Problem(
        'payment_declined',
        `The payment was declined: ${refusal.declineCode}.${refusal.gatewayMessage ? ` The bank said: ${refusal.gatewayMessage}` : ''}`,
        {
          decline_code: refusal.declineCode,
          payment_intent_id: refusal.paymentIntentId,
        },
      );
    case 'outcome_unknown':
      return new Problem(
        'payment_outcome_unknown',
        'The outcome of this payment attempt could not be confirmed yet. ' +
        'The request stays waiting_for_payment_confirmation until the attempt is settled; do not pay it again.',
        { payment_intent_id: refusal.paymentIntentId },
      );
    case 'payment_link_not_found':
      return new Problem('not_found', `No payment link ${JSON.stringify(refusal.id)} was found.`);
    case 'webhook_endpoint_not_found':
      return new Problem('not_found', `No webhook endpoint ${JSON.stringify(refusal.id)} was found.`);
    case 'too_many_webhook_endpoints':
      return new Problem('too_many_webhook_endpoints', `A merchant may have at most ${refusal.limit} webhook endpoints; delete one first.`);
    case 'api_key_not_found':
      return new Problem('not_found', `No API key ${JSON.stringify(refusal.id)} was found.`);
    case 'too_many_api_keys':
      return new Problem('too_many_api_keys', `A merchant may have at most ${refusal.limit} working ${refusal.mode} keys; revoke one.`);
    case 'webhook_url_refused':
      return invalidFields([{ field: 'url', reason: 'refused', message: refusal.reason }]);
    case 'payment_method_unavailable':
      return new Problem(
        'payment_method_unavailable',
        `${METHOD_NAME[refusal.method]} is not available to this merchant's live payment requests: no bank account of the merchant `
          + 'takes it (POST /api/v1/bank_accounts), and neither does a bank of this server (the sandbox moves no real money).',
      );
    case 'rate_unavailable':
      return new Problem(
        'rate_unavailable',
        'No current USD to VES rate is available: the official rate could not be read for too long. Nothing was changed; try again later.',
      );
    case 'not_refundable':
      return new Problem(
        'payment_request_not_refundable',
        refusal.status === 'paid'
          ? `Payment request ${refusal.id} has nothing left to refund: its refunds already hold all of it.`
          : `Payment request ${refusal.id} is ${refusal.status}; only a paid request can be refunded.`,
      );
    case 'exceeds_remaining':
      return new Problem(
        'refund_exceeds_remaining',
        `The refund is more than what remains unrefunded of payment request ${refusal.id} (USD ${refusal.remaining.toDecimalString()}).`,
        {
          errors: [{
            field: 'amount',
            reason: 'exceeds_remaining',
            message: `must be at most ${refusal.remaining.toDecimalString()}, what remains unrefunded`,
          }],
        },
      );
    case 'refund_not_found':
      return new Problem('not_found', `No refund ${JSON.stringify(refusal.id)} was found.`);
    case 'refund_not_actionable':
      return new Problem(
        'refund_not_actionable',
        `Refund ${refusal.id} is ${refusal.status}; only a refund requires_action can be marked succeeded or canceled.`,
      );
    case 'paid_on_out_of_range':
      return invalidFields([
        {
          field: 'payment.paid_on',
          reason: 'out_of_range',
          message: `must be today or at most ${refusal.daysBack} days back (business time zone), never ahead`,
        },
      ]);
    case 'customer_details_missing':
      return invalidFields(
        refusal.missing.map((detail): FieldProblem => ({
          field: CUSTOMER_DETAIL_FIELD[detail],
          reason: 'required_for_new_customer',
          message: 'is required: this dni is not registered yet',
        })),
      );
    case 'bank_account_not_found':
      return new Problem('not_found', `No bank account ${JSON.stringify(refusal.id)} was found.`);
    case 'live_mode_required':
      return new Problem(
        'live_mode_required',
        'Bank accounts are live mode\'s: use a live key (sk_live_…). Test mode always pays through the sandbox.',
      );
    case 'bank_credentials_key_missing':
      return new Problem(
        'bank_credentials_key_missing',
        'This server cannot seal bank credentials: BANK_CREDENTIALS_KEY is not set. Nothing was stored; ask the operator to set it.',
      );
    case 'method_already_routed': {
      const methods = refusal.methods.map(wireMethod).join(', ');
      return new Problem('method_already_routed', `Another verified bank account of this merchant already takes ${methods}.`, {
        errors: [{
          field: 'methods',
          reason: 'already_routed',
          message: `another verified account already takes ${methods}: disable it first, or leave them out`,
        }],
      });
    }
    case 'bank_account_invalid':
      return invalidFields(refusal.errors.map((problem) => ({ ...problem, message: withoutFieldName(problem.message, problem.field) })));
    case 'bank_account_disabled':
      return new Problem('bank_account_disabled', `Bank account ${refusal.id} is disabled for good; connect another.`);
  }
}

/** The bank's settings parser says "merchant_phone must be…"; the field is already named, keep "must be…". */
function withoutFieldName(message: string, field: string): string {
  const name = `${field.split('.').at(-1)} `;
  return message.startsWith(name) ? message.slice(name.length) : message;
}

function whyNot(refusal: NotUpdatable | NotPayable | NotCancelable, move: string): string {
  if (refusal.expiredAt) return `Payment request ${refusal.id} expired at ${refusal.expiredAt.toISOString()}; it can no longer be ${move}.`;
  return `Payment request ${refusal.id} is ${refusal.status}; only a request waiting_for_payment can be ${move}.`;
}
