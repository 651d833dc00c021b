import { StoredEvent } from '../../../../application/ports/event-feed';

/** An event as the API shows it; `data.object` is the payment request as stored with the event. */
export function presentEvent(event: StoredEvent): Record<string, unknown> {
  return {
    id: event.id,
    type: event.type,
    livemode: event.livemode,
    created_at: Math.floor(event.createdAt.getTime() / 1000),
    data: { object: event.object },
  };
}
