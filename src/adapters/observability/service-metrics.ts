import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DOMAIN_EVENT_TYPES, DomainEvent } from '../../domain/events';
import { PaymentMethod } from '../../domain/payment-intent';
import { PoolState, PoolStateSource } from './probes';
import { RequestSeries } from './request-series';

const CHECKOUT_METHODS: readonly PaymentMethod[] = ['c2p', 'credit_or_debit_card', 'p2p'];
const CHECKOUT_OUTCOMES = ['approved', 'declined'] as const;
const POOL_FIELDS: readonly (keyof PoolState)[] = ['total', 'idle', 'waiting'];

export interface RequestObservation {
  method: string;
  /** The route template, never the raw path: label values must stay few. */
  route: string;
  status: number;
  seconds: number;
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const WEBHOOK_OUTCOMES = ['succeeded', 'failed_attempt', 'failed'] as const;
export type WebhookAttemptOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/**
 * The service's Prometheus metrics, on a registry of their own (not prom-client's global one), so
 * that several apps in one process (tests) never collide.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  /** http_requests_total and http_request_duration_seconds. */
  private readonly requests: RequestSeries;
  private readonly checkouts: Counter<'method' | 'outcome'>;
  private readonly domainEvents: Counter<'type'>;
  /** The series every change and every payment counts in, found once: prom-client hashes the labels on each inc(). */
  private readonly eventSeries = new Map<string, { inc(): void }>();
  private readonly checkoutSeries = new Map<string, { inc(): void }>();
  private readonly webhookAttempts: Counter<'outcome'>;
  private readonly webhookAttemptDurations: Histogram<'outcome'>;
  private readonly webhookFirstAttemptDelays: Histogram;
  private readonly unroutableIntents: Gauge;
  private readonly unmatchedBankTransactions: Counter;
  private readonly overRefunds: Counter;
  private readonly unsavedRequests: Counter<'job'>;
  /** Set from one snapshot of the pool per scrape (see exposition). */
  private readonly poolGauges: Record<keyof PoolState, Gauge>;

  /** `webhookQueueDepth`: due webhook deliveries, read at scrape time. */
  constructor(
    private readonly poolState: PoolStateSource,
    webhookQueueDepth: () => Promise<number> = async () => 0,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new RequestSeries(this.registry, DURATION_BUCKETS);
    this.checkouts = new Counter({
      name: 'checkouts_total',
      help: 'Payment attempts settled, by payment method and outcome (approved or declined), from the API and the hosted page alike.',
      labelNames: ['method', 'outcome'],
      registers,
    });
    for (const method of CHECKOUT_METHODS) {
      for (const outcome of CHECKOUT_OUTCOMES) this.checkoutSeries.set(`${method} ${outcome}`, this.checkouts.labels(method, outcome));
    }
    this.domainEvents = new Counter({
      name: 'domain_events_total',
      help: 'Domain events published after their change was stored, by type.',
      labelNames: ['type'],
      registers,
    });
    for (const type of DOMAIN_EVENT_TYPES) this.eventSeries.set(type, this.domainEvents.labels(type));
    this.webhookAttempts = new Counter({
      name: 'webhook_deliveries_total',
      help: 'Webhook attempts recorded, by outcome: succeeded, failed_attempt (to be retried) or failed (the last retry failed).',
      labelNames: ['outcome'],
      registers,
    });
    this.webhookAttemptDurations = new Histogram({
      name: 'webhook_delivery_attempt_duration_seconds',
      help: 'Time from starting a webhook attempt (host check included) to its answer or failure, by outcome.',
      labelNames: ['outcome'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.webhookFirstAttemptDelays = new Histogram({
      name: 'webhook_first_attempt_delay_seconds',
      help: "Time from an event's created_at to the start of the first attempt to deliver it (promised: within 5 s).",
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
      registers,
    });
    for (const outcome of WEBHOOK_OUTCOMES) this.webhookAttempts.labels(outcome);
    this.poolGauges = {
      total: new Gauge({
        name: 'db_pool_connections', help: 'Database connections open, in use or idle (1 on the embedded database).', registers,
      }),
      idle: new Gauge({ name: 'db_pool_idle_connections', help: 'Database connections open and idle.', registers }),
      waiting: new Gauge({ name: 'db_pool_waiting_requests', help: 'Pieces of database work waiting for a free connection.', registers }),
    };
    this.unsavedRequests = new Counter({
      name: 'background_saves_failed_total',
      help: 'Payment requests a background job (expiry, reconciliation) could not save and skipped, by job; each is logged.',
      labelNames: ['job'],
      registers,
    });
    this.unroutableIntents = new Gauge({
      name: 'payment_attempts_unroutable',
      help: 'Pending payment intents whose gateway is not configured now, as the last reconciliation round found them: ' +
        'left pending, never judged.',
      registers,
    });
    this.unmatchedBankTransactions = new Counter({
      name: 'unmatched_bank_transactions_total',
      help: 'Transactions a bank\'s statement listed that match no attempt or refund of ours, by gateway; ' +
        'each is logged once, by one instance.',
      labelNames: ['gateway'],
      registers,
    });
    this.overRefunds = new Counter({
      name: 'refund_overpayments_total',
      help: 'Refunds judged failed that the bank booked after all, giving back more than was paid, by gateway; each is logged at error.',
      labelNames: ['gateway'],
      registers,
    });
    new Gauge({
      name: 'webhook_deliveries_due',
      help: 'Webhook deliveries due and waiting for an attempt (pending, of enabled endpoints, not in flight); ' +
        'NaN when the database cannot tell.',
      registers,
      async collect() {
        // /metrics must answer while the database is away: that is when it matters most.
        this.set(await webhookQueueDepth().catch(() => NaN));
      },
    });
  }

  recordRequest({ method, route, status, seconds }: RequestObservation): void {
    this.requests.record(method, route, status, seconds);
  }

  /** A subscriber to domain events: every event by type, and payment intents by method and outcome. */
  recordDomainEvent(event: DomainEvent): void {
    const series = this.eventSeries.get(event.type);
    if (series) series.inc();
    else this.domainEvents.inc({ type: event.type });
    if (event.type === 'payment_request.paid') this.countCheckout(event.method, 'approved');
    if (event.type === 'payment_request.payment_failed') this.countCheckout(event.method, 'declined');
  }

  private countCheckout(method: string, outcome: 'approved' | 'declined'): void {
    const series = this.checkoutSeries.get(`${method} ${outcome}`);
    if (series) series.inc();
    else this.checkouts.inc({ method, outcome });
  }

  recordUnmatchedBankTransaction(gatewayId: string): void {
    this.unmatchedBankTransactions.inc({ gateway: gatewayId });
  }

  recordOverRefund(gatewayId: string): void {
    this.overRefunds.inc({ gateway: gatewayId });
  }

  recordUnsavedRequest(job: 'expiry' | 'reconciliation'): void {
    this.unsavedRequests.inc({ job });
  }

  recordUnroutableIntents(count: number): void {
    this.unroutableIntents.set(count);
  }

  recordWebhookAttempt(outcome: WebhookAttemptOutcome, seconds: number): void {
    this.webhookAttempts.inc({ outcome });
    this.webhookAttemptDurations.observe({ outcome }, seconds);
  }

  recordWebhookFirstAttemptDelay(seconds: number): void {
    this.webhookFirstAttemptDelays.observe(seconds);
  }

  /**
   * exchange_rate_age_seconds: seconds since the rate source last gave a rate, read at scrape time;
   * +Inf while it never has, NaN while it cannot be read (the database is away: /metrics must still
   * answer then). Registered only where the rate is read from a source (RATE_PROVIDER=bcv).
   */
  trackRateAge(read: () => Promise<number | null>): void {
    new Gauge({
      name: 'exchange_rate_age_seconds',
      help: 'Seconds since the exchange-rate source (the BCV page) last gave a rate; +Inf when it never has, NaN when it cannot be told.',
      registers: [this.registry],
      async collect() {
        this.set(await read().then((age) => age ?? Infinity, () => NaN));
      },
    });
  }

  /** exchange_rate_refusals_total{reason}: readings of the rate source refused; every reason shows from 0. */
  trackRateRefusals(reasons: readonly string[]): (reason: string) => void {
    const refusals = new Counter({
      name: 'exchange_rate_refusals_total',
      help: 'Rates read from the source and refused (out_of_range, value_date_ahead, jump): not stored, the last good rate stays.',
      labelNames: ['reason'],
      registers: [this.registry],
    });
    for (const reason of reasons) refusals.inc({ reason }, 0);
    return (reason) => refusals.inc({ reason });
  }

  /**
   * The Prometheus text exposition of every metric, and its Content-Type. The pool is read once,
   * before any gauge that queries the database runs: the scrape's own queries never show in it,
   * and its three gauges come from the same moment.
   */
  async exposition(): Promise<{ contentType: string; text: string }> {
    const pool = this.poolState();
    for (const name of POOL_FIELDS) this.poolGauges[name].set(pool[name]);
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
