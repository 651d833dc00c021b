import { Logger } from 'pino';
import { StoredEvent } from '../../application/ports/event-feed';
import { ClaimedDelivery, DeliveryOutcome, WebhookDeliveryQueue } from './delivery-queue';
import { outcomeOf } from './delivery-outcome';
import { postWebhook, SendResult } from './webhook-sender';
import { signedHeaders } from './webhook-signature';
import { ResolveHost, resolveWebhookTarget } from './webhook-target';

export interface DeliveryWorkerSettings {
  allowPrivateUrls: boolean;
  retryScheduleSeconds: readonly number[];
  timeoutMs: number;
  pollIntervalMs: number;
  leaseSeconds: number;
  concurrency: number;
  concurrencyPerEndpoint: number;
  concurrencyPerMerchant: number;
}

/** The outcome label of webhook_deliveries_total. */
export type AttemptOutcome = 'succeeded' | 'failed_attempt' | 'failed';

export interface DeliveryWorkerOptions {
  queue: WebhookDeliveryQueue;
  settings: DeliveryWorkerSettings;
  logger: Logger;
  recordAttempt: (outcome: AttemptOutcome, seconds: number) => void;
  /** Seconds from the event's created_at to the start of its first attempt. */
  recordFirstAttemptDelay?: (seconds: number) => void;
  resolve: ResolveHost;
  /** The event as the API shows it (GET /api/v1/events/:id): the webhook's body. */
  present: (event: StoredEvent) => unknown;
}

/**
 * Delivers due webhooks from this instance (docs/api-and-webhooks.md, "Webhook delivery"). Every poll (and every
 * nudge: a local save that queued deliveries, a finished attempt) it claims as many due deliveries as it has room for and
 * starts each without waiting for it, at most `concurrency` in flight, `concurrencyPerEndpoint` per
 * endpoint and `concurrencyPerMerchant` per merchant, taking merchants in turn: a slow or dead
 * endpoint holds only its own slots, and one merchant's endpoints never all of them. An attempt
 * holds its slot until its connection is closed.
 */
export class WebhookDeliveryWorker {
  private readonly inFlight = new Map<string, number>();
  private readonly inFlightByMerchant = new Map<string, number>();
  private readonly attempts = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private claiming: Promise<void> | null = null;
  private claimAgain = false;
  private readonly toRecord: {
    claim: ClaimedDelivery;
    outcome: DeliveryOutcome;
    done: (recorded: boolean) => void;
    fail: (error: unknown) => void;
  }[] = [];
  private recording = false;

  constructor(private readonly options: DeliveryWorkerOptions) {}

  /** Starts polling; with a poll interval of 0 the worker stays off. */
  start(): void {
    if (this.timer || this.options.settings.pollIntervalMs === 0) return;
    this.timer = setInterval(() => this.nudge(), this.options.settings.pollIntervalMs);
    this.timer.unref();
    this.nudge();
  }

  /** Stops claiming; resolves once the attempts in flight (those of a claim under way included) are recorded. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.claiming;
    await Promise.all([...this.attempts]);
  }

  /** Looks for due deliveries now rather than at the next poll (no-op when stopped). */
  nudge(): void {
    if (!this.timer) return;
    if (this.claiming) {
      this.claimAgain = true;
      return;
    }
    this.claiming = this.claimRounds()
      .catch((error: unknown) => this.options.logger.warn({ err: error }, 'claiming webhook deliveries failed; will try again'))
      .finally(() => {
        this.claiming = null;
      });
  }

  private async claimRounds(): Promise<void> {
    const { concurrency, concurrencyPerEndpoint, concurrencyPerMerchant, leaseSeconds } = this.options.settings;
    do {
      this.claimAgain = false;
      const room = concurrency - this.attempts.size;
      if (room <= 0 || !this.timer) return;
      const claims = await this.options.queue.claimDue({
        limit: room,
        perEndpoint: concurrencyPerEndpoint,
        inFlight: this.inFlight,
        perMerchant: concurrencyPerMerchant,
        inFlightByMerchant: this.inFlightByMerchant,
        leaseSeconds,
      });
      claims.forEach((claim) => this.begin(claim));
      if (claims.length === room) this.claimAgain = true;
    } while (this.claimAgain);
  }

  private begin(claim: ClaimedDelivery): void {
    const merchantId = claim.event.merchantId;
    count(this.inFlight, claim.endpointId, +1);
    count(this.inFlightByMerchant, merchantId, +1);
    const attempt = this.attemptDelivery(claim)
      .catch((error: unknown) =>
        this.options.logger.warn(
          { err: error, event_id: claim.event.id, endpoint_id: claim.endpointId },
          'recording a webhook attempt failed; it is retried when its lease ends',
        ),
      )
      .finally(() => {
        count(this.inFlight, claim.endpointId, -1);
        count(this.inFlightByMerchant, merchantId, -1);
        this.attempts.delete(attempt);
        this.nudge();
      });
    this.attempts.add(attempt);
  }

  private async attemptDelivery(claim: ClaimedDelivery): Promise<void> {
    const { settings, logger, recordAttempt } = this.options;
    const started = performance.now();
    if (claim.attempt === 1) this.options.recordFirstAttemptDelay?.(Math.max(0, Date.now() - claim.event.createdAt.getTime()) / 1000);
    const result = await this.send(claim);
    const seconds = (performance.now() - started) / 1000;
    const outcome = outcomeOf(result, claim.attempt, settings.retryScheduleSeconds);
    const recorded = await this.record(claim, outcome);
    const label: AttemptOutcome = outcome.status === 'succeeded' ? 'succeeded' : outcome.status === 'failed' ? 'failed' : 'failed_attempt';
    if (recorded) recordAttempt(label, seconds);
    // Never the URL (it may carry a token), the secret or the body.
    logger.info(
      {
        event_id: claim.event.id,
        endpoint_id: claim.endpointId,
        attempt: claim.attempt,
        response_status: result.answered ? result.status : null,
        error: result.answered ? undefined : result.reason,
        outcome: label,
        duration_ms: Math.round(seconds * 1000),
        recorded,
      },
      recorded ? 'webhook attempt' : 'webhook attempt outlived its lease; its outcome was not recorded',
    );
  }

  /**
   * Outcomes that finish while a write is under way wait and go together in the next one: under a
   * burst, one statement records many attempts instead of one transaction each.
   */
  private record(claim: ClaimedDelivery, outcome: DeliveryOutcome): Promise<boolean> {
    return new Promise((done, fail) => {
      this.toRecord.push({ claim, outcome, done, fail });
      if (!this.recording) void this.recordBatches();
    });
  }

  private async recordBatches(): Promise<void> {
    this.recording = true;
    while (this.toRecord.length > 0) {
      const batch = this.toRecord.splice(0);
      try {
        const recorded = await this.options.queue.recordAll(batch);
        batch.forEach((item, i) => item.done(recorded[i]));
      } catch (error) {
        batch.forEach((item) => item.fail(error));
      }
    }
    this.recording = false;
  }

  /** Checks the URL again (DNS may have changed), then posts the signed event, all within the timeout. */
  private async send(claim: ClaimedDelivery): Promise<SendResult> {
    const { settings } = this.options;
    const deadline = performance.now() + settings.timeoutMs;
    const checked = await withDeadline(
      resolveWebhookTarget(claim.url, { allowPrivate: settings.allowPrivateUrls, resolve: this.options.resolve }),
      settings.timeoutMs,
    );
    if (checked === null) return { answered: false, reason: 'timed out resolving the host' };
    if (!checked.ok) return { answered: false, reason: `refused: ${checked.detail}` };
    const body = JSON.stringify(this.options.present(claim.event));
    let headers: Record<string, string>;
    try {
      headers = signedHeaders(claim.secrets, claim.event.id, body, new Date());
    } catch {
      return { answered: false, reason: 'the endpoint\'s secret cannot sign' }; // never the secret itself
    }
    return postWebhook(checked.target, headers, body, Math.max(1, Math.round(deadline - performance.now())));
  }
}

/** Adds `delta` to `key`'s count, forgetting keys that reach zero. */
function count(counts: Map<string, number>, key: string, delta: number): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}

/** `promise`'s value, or null if it takes longer than `ms`. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
