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
  /**
   * For a new request whose customer came from CustomerRepository.findRecentByDni: the customer as
   * read. The request is stored only if that customer is still stored with this id and e-mail (what
   * the request copies); otherwise nothing is stored and the save throws CustomerChanged.
   */
  customerAsRead?: { id: string; email: string };
}
