import { REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES } from '../../../../../domain/refunds/refund';
import { JsonSchema, LIVEMODE, UNIX_TIME, closedObject as object, idSchema, ref } from '../types';

const nullableText = (description: string): JsonSchema => ({ type: ['string', 'null'], description });

/** The refund of refunds/refund.presenter.ts, member for member. */
const SCHEMAS = {
  Refund: object(
    {
      id: idSchema('refund', { examples: ['re_7Hk2Qm9ZbT4xV1nL3pR5sDfW'] }),
      object: { type: 'string', const: 'refund' },
      payment_request_id: idSchema('paymentRequest', { description: 'The paid payment request it gives money back from.' }),
      payment_intent_id: idSchema('paymentIntent', { description: 'The payment that is refunded.' }),
      livemode: LIVEMODE,
      amount: { ...ref('MoneyUsd'), description: 'What is given back, in USD.' },
      conversion_amount: { ...ref('MoneyVes'), description: 'The same in VES, at the rate the request was paid at, rounded half up.' },
      status: {
        type: 'string', enum: [...REFUND_STATUSES],
        description:
          '`pending` while the bank has not answered; `requires_action` when the merchant must return the money (method `manual`).',
      },
      method: {
        type: 'string', enum: [...REFUND_METHODS],
        description: '`reversal` (same-day full C2P, voided at the bank), `p2p` (a Pago Móvil transfer to the payer), `card`, or `manual`.',
      },
      reason: { type: ['string', 'null'], enum: [...REFUND_REASONS, null] },
      description: nullableText('The merchant\'s note, at most 200 characters.'),
      reference_id: nullableText('The bank\'s reference of the refund, or the merchant\'s for a manual one; null until it succeeds.'),
      failure_code: nullableText('Why it failed (`refund_declined`, `not_processed`, `canceled_by_merchant`, …); null unless `failed`.'),
      created_at: UNIX_TIME,
      updated_at: UNIX_TIME,
    },
    'Money given back from a paid payment request.',
  ),
  RefundList: object({ data: { type: 'array', items: ref('Refund'), description: 'Oldest first.' } }),
} satisfies Record<string, JsonSchema>;

export type RefundSchemaName = keyof typeof SCHEMAS;

export const refundSchemas = (): Record<string, JsonSchema> => SCHEMAS;
