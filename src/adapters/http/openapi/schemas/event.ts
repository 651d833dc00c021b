import { DEFAULT_EVENT_PAGE_SIZE } from '../../../../application/list-events';
import { DOMAIN_EVENT_TYPES } from '../../../../domain/events';
import { ID_PREFIX } from '../../../../domain/ids';
import { JsonSchema, ref } from '../types';

/** The event of presenters/event.presenter.ts and the feed's page, closed like every response schema. */
const SCHEMAS = {
  Event: {
    type: 'object',
    description: 'Something that happened to a payment request, stored in the same transaction as the change.',
    required: ['id', 'type', 'created_at', 'data'],
    properties: {
      id: { type: 'string', pattern: `^${ID_PREFIX.event}[A-Za-z0-9]+$`, examples: ['evt_3kTq8ZbN1xVw7mPc2RsL9dYf'] },
      type: { type: 'string', enum: [...DOMAIN_EVENT_TYPES] },
      created_at: { type: 'integer', description: 'When it happened, Unix time in seconds.', examples: [1767225600] },
      data: {
        type: 'object',
        required: ['object'],
        properties: { object: { ...ref('PaymentRequest'), description: 'The payment request as it was right after the change (management view); later changes never alter it.' } },
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  },
  EventList: {
    type: 'object',
    required: ['data', 'has_more'],
    properties: {
      data: { type: 'array', items: ref('Event'), description: `Oldest first, at most \`limit\` (${DEFAULT_EVENT_PAGE_SIZE} by default).` },
      has_more: { type: 'boolean', description: 'True when more events follow the last one listed: ask again with `after` = its id.' },
    },
    additionalProperties: false,
  },
} satisfies Record<string, JsonSchema>;

export type EventSchemaName = keyof typeof SCHEMAS;

export const eventSchemas = (): Record<string, JsonSchema> => SCHEMAS;
