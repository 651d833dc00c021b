import { StoredEvent } from './event-feed';
import { KeyWrite } from './idempotency-store';

/**
 * What must commit with a change of a payment request, in the save's own transaction, handed to
 * the save as plain data: the repository renders nothing and asks no one (docs/architecture.md, "Rules").
 */
export interface UnitOfWork {
  /** The events the change recorded and no save has stored yet, rendered as the API promises them. */
  events: StoredEvent[];
  /** The answer or recovery point of the Idempotency-Key the change was made under. */
  idempotencyKey?: KeyWrite;
}
