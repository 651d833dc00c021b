import { StoredEvent } from '../../../../application/ports/event-feed';

/** An event as the API shows it; `object` is its `data.object`, rendered by eventObjectView. */
export function presentEvent(event: StoredEvent, object: unknown): Record<string, unknown> {
  return {
    id: event.id,
    type: event.type,
    livemode: event.livemode,
    created_at: Math.floor(event.createdAt.getTime() / 1000),
    data: { object },
  };
}
