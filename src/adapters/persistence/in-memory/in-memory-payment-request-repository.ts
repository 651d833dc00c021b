import {
  PageRequest,
  PaymentRequestFilter,
  PaymentRequestPage,
  PaymentRequestRepository,
} from '../../../application/ports/payment-request-repository';
import { EventWriting, eventsToStore } from '../../../application/events-to-store';
import { ConcurrentModification } from '../../../domain/errors';
import { PaymentRequest, PaymentRequestProps } from '../../../domain/payment-request';
import { CryptoIdGenerator } from '../../system/crypto-id-generator';
import { InMemoryEventLog } from './in-memory-event-log';

/** For tests that do not look at what events carry. */
const MINIMAL_EVENTS: EventWriting = { ids: new CryptoIdGenerator(), render: (request) => ({ id: request.id, status: request.status }) };
import { keyWriteFor } from '../../idempotency/idempotency-context';
import { InMemoryIdempotencyStore } from './in-memory-idempotency-store';

/** Keeps copies, never live objects, so it behaves like a database: a save is the only way to change state. */
export class InMemoryPaymentRequestRepository implements PaymentRequestRepository {
  private readonly rows = new Map<string, PaymentRequestProps>();

  constructor(
    private readonly eventWriting: EventWriting = MINIMAL_EVENTS,
    /** Where each save stores the events of its change. */
    readonly events = new InMemoryEventLog(),
    /** Where the answer of an Idempotency-Key is written along with the request, as the database does. */
    private readonly keys: InMemoryIdempotencyStore | null = null,
  ) {}

  async findById(merchantId: string, id: string): Promise<PaymentRequest | null> {
    const row = this.rows.get(id);
    return row && row.merchantId === merchantId ? PaymentRequest.rehydrate(copy(row)) : null;
  }

  /** For the in-memory PaymentLinkReader; not part of the PaymentRequestRepository port. */
  async findByToken(token: string): Promise<PaymentRequest | null> {
    const row = [...this.rows.values()].find((candidate) => candidate.token === token);
    return row ? PaymentRequest.rehydrate(copy(row)) : null;
  }

  async save(request: PaymentRequest): Promise<void> {
    const stored = this.rows.get(request.id);
    const storedVersion = stored?.version ?? 0;
    if (storedVersion !== request.version) throw new ConcurrentModification(request.id);
    if (!stored && [...this.rows.values()].some((row) => row.token === request.token)) {
      throw new Error(`token ${request.token} is already taken`);
    }
    const events = eventsToStore(request, this.eventWriting);
    this.rows.set(request.id, { ...request.snapshot(), version: request.version + 1 });
    const keyWrite = keyWriteFor(request);
    if (keyWrite) this.keys?.write(keyWrite);
    this.events.append(events);
    request.markSaved();
  }

  async list(merchantId: string, filter: PaymentRequestFilter, page: PageRequest): Promise<PaymentRequestPage> {
    const matching = [...this.rows.values()]
      .filter((row) => row.merchantId === merchantId && matches(row, filter))
      .sort(newestFirst);
    return {
      total: matching.length,
      items: matching.slice(page.offset, page.offset + page.limit).map((row) => PaymentRequest.rehydrate(copy(row))),
    };
  }

  async findWithPendingIntents(startedBefore: Date, limit: number): Promise<PaymentRequest[]> {
    const oldestPending = (row: PaymentRequestProps) =>
      Math.min(...row.intents.filter((i) => i.status === 'pending').map((i) => i.createdAt.getTime()));
    return [...this.rows.values()]
      .filter((row) => oldestPending(row) < startedBefore.getTime())
      .sort((a, b) => oldestPending(a) - oldestPending(b))
      .slice(0, limit)
      .map((row) => PaymentRequest.rehydrate(copy(row)));
  }

  async findExpired(at: Date, limit: number): Promise<PaymentRequest[]> {
    return [...this.rows.values()]
      .filter((row) => row.status === 'waiting_for_payment' && row.expiresAt !== null && row.expiresAt <= at)
      .sort((a, b) => (a.expiresAt as Date).getTime() - (b.expiresAt as Date).getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit)
      .map((row) => PaymentRequest.rehydrate(copy(row)));
  }
}

function copy(row: PaymentRequestProps): PaymentRequestProps {
  return PaymentRequest.rehydrate(row).snapshot();
}

function matches(row: PaymentRequestProps, filter: PaymentRequestFilter): boolean {
  if (filter.status !== undefined && row.status !== filter.status) return false;
  if (filter.customerDni !== undefined && row.customer.dni !== filter.customerDni) return false;
  if (filter.customerEmail !== undefined && row.customer.email.toLowerCase() !== filter.customerEmail.toLowerCase()) {
    return false;
  }
  if (filter.createdFrom !== undefined && row.createdAt < filter.createdFrom) return false;
  if (filter.createdBefore !== undefined && row.createdAt >= filter.createdBefore) return false;
  return true;
}

function newestFirst(a: PaymentRequestProps, b: PaymentRequestProps): number {
  const byTime = b.createdAt.getTime() - a.createdAt.getTime();
  if (byTime !== 0) return byTime;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
