import { DEFAULT_EVENT_PAGE_SIZE } from '../../../../../application/events/list-events';
import { DOMAIN_EVENT_TYPES } from '../../../../../domain/events';
import { JsonSchema, LIVEMODE, UNIX_TIME, closedObject, idSchema, ref } from '../types';

/** The event of presenters/event.presenter.ts and the feed's page. */
const SCHEMAS = {
  Event: closedObject(
    {
      id: idSchema('event', { examples: ['evt_3kTq8ZbN1xVw7mPc2RsL9dYf'] }),
      type: { type: 'string', enum: [...DOMAIN_EVENT_TYPES] },
      livemode: LIVEMODE,
      created_at: { ...UNIX_TIME, description: 'When it happened, Unix time in seconds.' },
      data: closedObject({
        object: { ...ref('PaymentRequest'), description: 'The payment request as it was right after the change (management view); later changes never alter it.' },
      }),
    },
    'Something that happened to a payment request, stored in the same transaction as the change.',
  ),
  EventList: closedObject({
    data: { type: 'array', items: ref('Event'), description: `Oldest first, at most \`limit\` (${DEFAULT_EVENT_PAGE_SIZE} by default).` },
    has_more: { type: 'boolean', description: 'True when more events follow the last one listed: ask again with `after` = its id.' },
  }),
} satisfies Record<string, JsonSchema>;

export type EventSchemaName = keyof typeof SCHEMAS;

export const eventSchemas = (): Record<string, JsonSchema> => SCHEMAS;
