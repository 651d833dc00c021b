import { hasIdShape } from '../../domain/ids';
import { NotFound } from '../outcomes';
import { EventFeed, StoredEvent } from '../ports/event-feed';

export class GetEvent {
  constructor(private readonly events: EventFeed) {}

  /** Another merchant's event is not found, exactly like one that does not exist. */
  async execute(merchantId: string, id: string): Promise<{ kind: 'found'; event: StoredEvent } | NotFound> {
    const event = hasIdShape('event', id) ? await this.events.findById(merchantId, id) : null;
    return event ? { kind: 'found', event } : { kind: 'not_found', id };
  }
}
