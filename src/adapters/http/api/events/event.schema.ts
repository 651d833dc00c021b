import { DEFAULT_EVENT_PAGE_SIZE } from '../../../../application/events/list-events';
import { DOMAIN_EVENT_TYPES, DomainEventType, REFUND_EVENT_TYPES, RefundEventType } from '../../../../domain/events';
import { LIVEMODE, UNIX_TIME, idSchema } from '../../kit/openapi/shared-schemas';
import {
  Component, Wire, annotated, arrayOf, boolean, closedObject, component, oneOf, oneOfValues, schemasOf,
} from '../../kit/openapi/wire-schema';
import { PAYMENT_REQUEST } from '../payment-requests/payment-request.schema';
import { REFUND } from '../refunds/refund.schema';

/** An event whose `data.object` is `object`, for the event types `types`. */
const event = <Type extends string, T>(types: readonly Type[], object: Component<string, T>, what: string) =>
  closedObject(
    {
      id: idSchema('event', { examples: ['evt_3kTq8ZbN1xVw7mPc2RsL9dYf'] }),
      type: oneOfValues(types),
      livemode: LIVEMODE,
      created_at: annotated(UNIX_TIME, { description: 'When it happened, Unix time in seconds.' }),
      data: closedObject({
        object: annotated(object.ref, { description: `${what} as it was right after the change; later changes never alter it.` }),
      }),
    },
    `Something that happened to ${what.toLowerCase()}, stored in the same transaction as the change.`,
  );

export const isRefundEvent = (type: DomainEventType): type is RefundEventType => (REFUND_EVENT_TYPES as readonly string[]).includes(type);

const PAYMENT_REQUEST_EVENT = component('PaymentRequestEvent', event(
  DOMAIN_EVENT_TYPES.filter((type): type is Exclude<DomainEventType, RefundEventType> => !isRefundEvent(type)),
  PAYMENT_REQUEST,
  'The payment request (management view)',
));
const REFUND_EVENT = component('RefundEvent', event(REFUND_EVENT_TYPES, REFUND, 'The refund'));

/** An event (what event.presenter.ts returns): `type` tells what `data.object` is. */
const EVENT = component('Event', oneOf([PAYMENT_REQUEST_EVENT.ref, REFUND_EVENT.ref], {
  description: 'An event: `type` says whether `data.object` is a payment request or a refund.',
}));

const EVENT_LIST = component('EventList', closedObject({
  data: arrayOf(EVENT.ref, { description: `Oldest first, at most \`limit\` (${DEFAULT_EVENT_PAGE_SIZE} by default).` }),
  has_more: boolean({ description: 'True when more events follow the last one listed: ask again with `after` = its id.' }),
}));

export type EventWire = Wire<typeof EVENT>;
export type EventListWire = Wire<typeof EVENT_LIST>;

const SCHEMAS = schemasOf(EVENT, PAYMENT_REQUEST_EVENT, REFUND_EVENT, EVENT_LIST);

export type EventSchemaName = keyof typeof SCHEMAS;

declare module '../../kit/api-route-declaration' {
  interface ResponseSchemaRegistry extends Record<EventSchemaName, true> {}
}

export const eventSchemas = () => SCHEMAS;
