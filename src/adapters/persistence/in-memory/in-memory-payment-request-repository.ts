import { routeKey } from '../../../application/ports/payment-gateways';
import { Owner, belongsTo } from '../../../domain/mode';
import {
  GatewayFilter,
  PageRequest,
  PaymentRequestFilter,
  PaymentRequestPage,
  PaymentRequestRepository,
  ReportedTransfer,
} from '../../../application/ports/payment-request-repository';
import { UnitOfWork } from '../../../application/ports/unit-of-work';
import { ConcurrentModification, TransferAlreadyUsed } from '../../../domain/errors';
import { PaymentRequest, PaymentRequestProps } from '../../../domain/payment-requests';
import { PaymentIntent, PaymentMethod } from '../../../domain/payment-intent';
import { CustomerChanged } from '../../../application/ports/customer-repository';
import { InMemoryCustomerRepository } from './in-memory-customer-repository';
import { InMemoryEventLog } from './in-memory-event-log';
import { InMemoryIdempotencyStore } from './in-memory-idempotency-store';

/** Keeps copies, never live objects, so it behaves like a database: a save is the only way to change state. */
export class InMemoryPaymentRequestRepository implements PaymentRequestRepository {
  private readonly rows = new Map<string, PaymentRequestProps>();

  constructor(
    /** Where each save stores the events of its change. */
    readonly events = new InMemoryEventLog(),
    /** Where the answer of an Idempotency-Key is written along with the request, as the database does. */
    private readonly keys: InMemoryIdempotencyStore | null = null,
    /** Where a save's `customerAsRead` is checked, as the database does; without it, never refused. */
    private readonly customers: InMemoryCustomerRepository | null = null,
  ) {}

  async findById(owner: Owner, id: string): Promise<PaymentRequest | null> {
    const row = this.rows.get(id);
    return row && belongsTo(row, owner) ? PaymentRequest.rehydrate(copy(row)) : null;
  }

  async findByRefundId(owner: Owner, refundId: string): Promise<PaymentRequest | null> {
    const row = [...this.rows.values()].find((candidate) => candidate.refunds.some((refund) => refund.id === refundId));
    return row && belongsTo(row, owner) ? PaymentRequest.rehydrate(copy(row)) : null;
  }

  /** For the in-memory HostedPageReader; not part of the PaymentRequestRepository port. */
  /** Every request of `owner`, for the in-memory twins of the store's aggregate reads. */
  allOf(owner: Owner): PaymentRequest[] {
    return [...this.rows.values()].filter((row) => belongsTo(row, owner)).map((row) => PaymentRequest.rehydrate(copy(row)));
  }

  async findByToken(token: string): Promise<PaymentRequest | null> {
    const row = [...this.rows.values()].find((candidate) => candidate.token === token);
    return row ? PaymentRequest.rehydrate(copy(row)) : null;
  }

  async save(request: PaymentRequest, { events, idempotencyKey, customerAsRead }: UnitOfWork): Promise<void> {
    const stored = this.rows.get(request.id);
    const storedVersion = stored?.version ?? 0;
    if (storedVersion !== request.version) throw new ConcurrentModification(request.id);
    if (!stored && customerAsRead && this.customers && !this.customers.holds(customerAsRead.id, customerAsRead.email)) {
      throw new CustomerChanged(customerAsRead.id);
    }
    if (!stored && [...this.rows.values()].some((row) => row.token === request.token)) {
      throw new Error(`token ${request.token} is already taken`);
    }
    if (this.usesATransferAgain(request)) throw new TransferAlreadyUsed(request.id);
    this.rows.set(request.id, { ...request.snapshot(), version: request.version + 1 });
    if (idempotencyKey) this.keys?.write(idempotencyKey);
    this.events.append(request.id, events);
    request.markSaved();
  }

  /** Like the database's unique index: an approved p2p payment intent whose transfer another request's approved intent holds. */
  private usesATransferAgain(request: PaymentRequest): boolean {
    const used = (props: PaymentRequestProps) =>
      props.intents.filter((i) => i.method === 'p2p' && i.status === 'succeeded').map((i) => `${i.gatewayId} ${i.referenceId}`);
    const mine = used(request.snapshot());
    return [...this.rows.values()].some((row) => row.id !== request.id && used(row).some((transfer) => mine.includes(transfer)));
  }

  async list(owner: Owner, filter: PaymentRequestFilter, page: PageRequest): Promise<PaymentRequestPage> {
    const matching = [...this.rows.values()]
      .filter((row) => belongsTo(row, owner) && matches(row, filter))
      .sort(newestFirst);
    return {
      total: matching.length,
      items: matching.slice(page.offset, page.offset + page.limit).map((row) => PaymentRequest.rehydrate(copy(row))),
    };
  }

  async findWithPendingIntents(
    startedBefore: Date,
    limit: number,
    gateways?: GatewayFilter,
    method?: PaymentMethod,
  ): Promise<PaymentRequest[]> {
    const counted = (intent: PaymentIntent) =>
      (!method || intent.method === method) &&
      (!gateways || ('among' in gateways ? gateways.among.includes(routeKey(intent)) : !gateways.outside.includes(routeKey(intent))));
    const oldestPending = (row: PaymentRequestProps) =>
      Math.min(...row.intents.filter((i) => i.status === 'pending' && counted(i)).map((i) => i.createdAt.getTime()));
    return [...this.rows.values()]
      .filter((row) => oldestPending(row) < startedBefore.getTime())
      .sort((a, b) => oldestPending(a) - oldestPending(b))
      .slice(0, limit)
      .map((row) => PaymentRequest.rehydrate(copy(row)));
  }

  async findWithPendingRefunds(startedBefore: Date, limit: number, gatewayIds: readonly string[]): Promise<PaymentRequest[]> {
    const oldestPending = (row: PaymentRequestProps) =>
      Math.min(...row.refunds.filter((r) => r.status === 'pending' && gatewayIds.includes(routeKey(r))).map((r) => r.createdAt.getTime()));
    return [...this.rows.values()]
      .filter((row) => oldestPending(row) < startedBefore.getTime())
      .sort((a, b) => oldestPending(a) - oldestPending(b))
      .slice(0, limit)
      .map((row) => PaymentRequest.rehydrate(copy(row)));
  }

  async findLateChargesToSettle(intentIds: readonly string[]): Promise<PaymentRequest[]> {
    return [...this.rows.values()]
      .filter((row) => row.intents.some((i) =>
        intentIds.includes(i.id) && (i.judgedNotProcessed || (i.duplicate && !owesNothing(row, i.id)))))
      .map((row) => PaymentRequest.rehydrate(copy(row)));
  }

  async findBookedRefundsToSettle(gatewayId: string, refundIds: readonly string[]): Promise<PaymentRequest[]> {
    return [...this.rows.values()]
      .filter((row) => row.refunds.some((r) => refundIds.includes(r.id) && routeKey(r) === gatewayId && r.status !== 'succeeded'
        && r.status !== 'requires_action'))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((row) => PaymentRequest.rehydrate(copy(row)));
  }

  /** For the in-memory BankStatementLedger: whether an intent or refund of `gatewayId` carries `reference` as our id or the bank's. */
  knowsReference(gatewayId: string, reference: { ours: string | null; bank: string }): boolean {
    const named = (item: { id: string; referenceId: string | null }, itemGateway: string | null) =>
      item.id === reference.ours || (itemGateway === gatewayId && item.referenceId === reference.bank);
    return [...this.rows.values()].some((row) =>
      row.intents.some((i) => named(i, routeKey(i))) || row.refunds.some((r) => named(r, routeKey(r))));
  }

  async holdsBankReference(gatewayId: string, gatewayReference: string, exceptIntentId: string): Promise<boolean> {
    return [...this.rows.values()].some((row) => row.intents.some((i) =>
      routeKey(i) === gatewayId && i.referenceId === gatewayReference && i.status === 'succeeded' && i.id !== exceptIntentId));
  }

  async firstReportOf(key: string, transfer: ReportedTransfer): Promise<string | null> {
    const reports = [...this.rows.values()].flatMap((row) => row.intents)
      .filter((intent) => routeKey(intent) === key && reportsTransfer(intent, transfer));
    const first = reports.filter((intent) => intent.status === 'pending')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))[0];
    return (reports.find((intent) => intent.status === 'succeeded') ?? first)?.id ?? null;
  }

  async findExpired(at: Date, limit: number): Promise<PaymentRequest[]> {
    return [...this.rows.values()]
      .filter((row) => row.status === 'waiting_for_payment' && row.expiresAt !== null && row.expiresAt <= at)
      .sort((a, b) => (a.expiresAt as Date).getTime() - (b.expiresAt as Date).getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit)
      .map((row) => PaymentRequest.rehydrate(copy(row)));
  }
}

/** Some refund of the charge `intentId` holds its amount. */
function owesNothing(row: PaymentRequestProps, intentId: string): boolean {
  return row.refunds.some((refund) => refund.paymentIntentId === intentId && refund.holdsAmount);
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
  if (filter.externalId !== undefined && row.externalId !== filter.externalId) return false;
  if (filter.paymentLinkId !== undefined && row.paymentLinkId !== filter.paymentLinkId) return false;
  if (filter.createdFrom !== undefined && row.createdAt < filter.createdFrom) return false;
  if (filter.createdBefore !== undefined && row.createdAt >= filter.createdBefore) return false;
  return true;
}

function newestFirst(a: PaymentRequestProps, b: PaymentRequestProps): number {
  const byTime = b.createdAt.getTime() - a.createdAt.getTime();
  if (byTime !== 0) return byTime;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** As the SQL repository's firstReportOf: a p2p report of the same payer's phone, bank and day, one reference ending the other. */
function reportsTransfer(intent: PaymentIntent, transfer: ReportedTransfer): boolean {
  const reported = intent.instrument;
  return reported.kind === 'p2p' && reported.phoneNumber === transfer.phoneNumber && reported.bankCode === transfer.bankCode
    && reported.paidOn === transfer.paidOn
    && (reported.reference.endsWith(transfer.reference) || transfer.reference.endsWith(reported.reference));
}
