import { Owner } from '../../domain/mode';
import { hasIdShape } from '../../domain/ids';
import { NotFound } from '../outcomes';
import { EventFeed, StoredEvent } from '../ports/event-feed';

export class GetEvent {
  constructor(private readonly events: EventFeed) {}

  /** Another merchant's or the other mode's event is not found, exactly like one that does not exist. */
  async execute(owner: Owner, id: string): Promise<{ kind: 'found'; event: StoredEvent } | NotFound> {
    const event = hasIdShape('event', id) ? await this.events.findById(owner, id) : null;
    return event ? { kind: 'found', event } : { kind: 'not_found', id };
  }
}
