import { Owner, belongsTo } from '../../../domain/mode';
import { EventFeed, EventPage, EventPageQuery, StoredEvent } from '../../../application/ports/event-feed';

/** The events the in-memory payment request repository stores, in the order it stored them. */
export class InMemoryEventLog implements EventFeed {
  private readonly events: StoredEvent[] = [];

  /** Called by the repository within its save; keeps copies, so a later change alters no event. */
  append(events: readonly StoredEvent[]): void {
    for (const event of events) this.events.push(copy(event));
  }

  async findById(owner: Owner, id: string): Promise<StoredEvent | null> {
    const event = this.events.find((candidate) => candidate.id === id && belongsTo(candidate, owner));
    return event ? copy(event) : null;
  }

  async listAfter(owner: Owner, { after, type, limit }: EventPageQuery): Promise<EventPage | null> {
    const own = this.events.filter((event) => belongsTo(event, owner));
    const start = after === undefined ? 0 : own.findIndex((event) => event.id === after) + 1;
    if (start === 0 && after !== undefined) return null;
    const matching = own.slice(start).filter((event) => type === undefined || event.type === type);
    return { events: matching.slice(0, limit).map(copy), hasMore: matching.length > limit };
  }
}

function copy(event: StoredEvent): StoredEvent {
  return { ...event, createdAt: new Date(event.createdAt), object: JSON.parse(JSON.stringify(event.object)) as unknown };
}
