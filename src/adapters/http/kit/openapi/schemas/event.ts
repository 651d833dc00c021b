import { DEFAULT_EVENT_PAGE_SIZE } from '../../../../../application/events/list-events';
import { DOMAIN_EVENT_TYPES, REFUND_EVENT_TYPES } from '../../../../../domain/events';
import { JsonSchema, LIVEMODE, UNIX_TIME, closedObject, idSchema, ref } from '../types';

/** An event whose `data.object` is `object`, for the event types `types`. */
const event = (types: readonly string[], object: string, what: string): JsonSchema =>
  closedObject(
    {
      id: idSchema('event', { examples: ['evt_3kTq8ZbN1xVw7mPc2RsL9dYf'] }),
      type: { type: 'string', enum: [...types] },
      livemode: LIVEMODE,
      created_at: { ...UNIX_TIME, description: 'When it happened, Unix time in seconds.' },
      data: closedObject({
        object: { ...ref(object), description: `${what} as it was right after the change; later changes never alter it.` },
      }),
    },
    `Something that happened to ${what.toLowerCase()}, stored in the same transaction as the change.`,
  );

/** The event of presenters/event.presenter.ts and the feed's page: `type` tells what `data.object` is. */
const SCHEMAS = {
  Event: {
    oneOf: [ref('PaymentRequestEvent'), ref('RefundEvent')],
    description: 'An event: `type` says whether `data.object` is a payment request or a refund.',
  },
  PaymentRequestEvent: event(
    DOMAIN_EVENT_TYPES.filter((type) => !isRefundEvent(type)),
    'PaymentRequest',
    'The payment request (management view)',
  ),
  RefundEvent: event(REFUND_EVENT_TYPES, 'Refund', 'The refund'),
  EventList: closedObject({
    data: { type: 'array', items: ref('Event'), description: `Oldest first, at most \`limit\` (${DEFAULT_EVENT_PAGE_SIZE} by default).` },
    has_more: { type: 'boolean', description: 'True when more events follow the last one listed: ask again with `after` = its id.' },
  }),
} satisfies Record<string, JsonSchema>;

export type EventSchemaName = keyof typeof SCHEMAS;

export const eventSchemas = (): Record<string, JsonSchema> => SCHEMAS;

function isRefundEvent(type: string): boolean {
  return (REFUND_EVENT_TYPES as readonly string[]).includes(type);
}
