import { REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES } from '../../../../domain/refunds/refund';
import { LIVEMODE, MONEY_USD, MONEY_VES, UNIX_TIME, idSchema } from '../../kit/openapi/shared-schemas';
import {
  Wire, annotated, arrayOf, closedObject as object, component, constant, oneOfValues, orNull, schemasOf, string,
} from '../../kit/openapi/wire-schema';

const nullableText = (description: string) => orNull(string(), { description });

/** A refund: what refund.presenter.ts returns. */
export const REFUND = component('Refund', object(
  {
    id: idSchema('refund', { examples: ['re_7Hk2Qm9ZbT4xV1nL3pR5sDfW'] }),
    object: constant('refund'),
    payment_request_id: idSchema('paymentRequest', { description: 'The paid payment request it gives money back from.' }),
    payment_intent_id: idSchema('paymentIntent', { description: 'The payment that is refunded.' }),
    livemode: LIVEMODE,
    amount: annotated(MONEY_USD.ref, { description: 'What is given back, in USD.' }),
    conversion_amount: annotated(MONEY_VES.ref, {
      description: 'The same in VES, at the rate the request was paid at, rounded half up.',
    }),
    status: oneOfValues(REFUND_STATUSES, {
      description:
        '`pending` while the bank has not answered; `requires_action` when the merchant must return the money (method `manual`).',
    }),
    method: oneOfValues(REFUND_METHODS, {
      description: '`reversal` (same-day full C2P, voided at the bank), `p2p` (a Pago Móvil transfer to the payer), `card`, or `manual`.',
    }),
    reason: orNull(oneOfValues(REFUND_REASONS)),
    description: nullableText('The merchant\'s note, at most 200 characters.'),
    reference_id: nullableText('The bank\'s reference of the refund, or the merchant\'s for a manual one; null until it succeeds.'),
    failure_code: nullableText('Why it failed (`refund_declined`, `not_processed`, `canceled_by_merchant`, …); null unless `failed`.'),
    created_at: UNIX_TIME,
    updated_at: UNIX_TIME,
  },
  'Money given back from a paid payment request.',
));

export const REFUND_LIST = component('RefundList', object({ data: arrayOf(REFUND.ref, { description: 'Oldest first.' }) }));

export type RefundWire = Wire<typeof REFUND>;
export type RefundListWire = Wire<typeof REFUND_LIST>;

const SCHEMAS = schemasOf(REFUND, REFUND_LIST);

export type RefundSchemaName = keyof typeof SCHEMAS;

declare module '../../kit/api-route-declaration' {
  interface ResponseSchemaRegistry extends Record<RefundSchemaName, true> {}
}

export const refundSchemas = () => SCHEMAS;
