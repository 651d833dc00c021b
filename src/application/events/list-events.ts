import { Owner } from '../../domain/mode';
import { DomainEventType } from '../../domain/events';
import { hasIdShape } from '../../domain/ids';
import { EventFeed, StoredEvent } from '../ports/event-feed';

export const DEFAULT_EVENT_PAGE_SIZE = 20;
export const MAX_EVENT_PAGE_SIZE = 100;

export interface ListEventsQuery {
  owner: Owner;
  after?: string;
  type?: DomainEventType;
  limit: number;
}

/** `after` names no event of this merchant in this mode: the reader cannot be told where to resume. */
export type UnknownAfter = { kind: 'unknown_after'; after: string };
export type EventsListed = { kind: 'listed'; events: StoredEvent[]; hasMore: boolean };

export class ListEvents {
  constructor(private readonly events: EventFeed) {}

  /** The merchant's events oldest first, after `after` when it is given. */
  async execute({ owner, after, type, limit }: ListEventsQuery): Promise<EventsListed | UnknownAfter> {
    if (after !== undefined && !hasIdShape('event', after)) return { kind: 'unknown_after', after };
    const page = await this.events.listAfter(owner, { after, type, limit });
    return page ? { kind: 'listed', ...page } : { kind: 'unknown_after', after: after! };
  }
}
