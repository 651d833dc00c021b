import { Clock } from '../../application/ports/clock';
import { PublishedRate, PublishedRateStore } from '../../application/ports/published-rate-store';
import { BusinessCalendar } from '../../application/business-calendar';
import { RateBand, RefusalReason, refusalOf } from './published-rate';

export type RefreshResult =
  | { kind: 'stored'; rate: PublishedRate }
  /** Implausible, dated too far ahead, or more than 25 % from the last stored rate: not stored, so not applied. */
  | { kind: 'refused'; reason: RefusalReason; rate: PublishedRate; previous?: PublishedRate }
  | { kind: 'failed'; reason: string };

export interface ReadingChecks {
  band: RateBand;
  calendar: BusinessCalendar;
  /** Told of every refusal (the metrics count them). */
  onRefused: (reason: RefusalReason) => void;
}

/**
 * Reads the published rate from its source and stores it with its value date. Run at start and on
 * a schedule, never on a request. A source that fails or answers what cannot be read is a `failed`
 * result, never a thrown error.
 */
export class RateRefresher {
  constructor(
    private readonly source: string,
    /** Reads the rate now: fetches and parses the BCV page, or asks a bank that publishes it. */
    private readonly read: () => Promise<PublishedRate>,
    private readonly store: PublishedRateStore,
    private readonly clock: Clock,
    private readonly checks: ReadingChecks,
  ) {}

  async refresh(): Promise<RefreshResult> {
    let rate: PublishedRate;
    try {
      rate = await this.read();
    } catch (error) {
      return { kind: 'failed', reason: reasonOf(error) };
    }
    const [stored] = await this.store.latest(this.source, 1);
    const previous = stored && { vesPerUsd: stored.vesPerUsd, valueDate: stored.valueDate };
    const now = this.clock.now();
    const refusal = refusalOf(rate, previous, this.checks.band, this.checks.calendar.dayOf(now));
    if (refusal) {
      this.checks.onRefused(refusal);
      return { kind: 'refused', reason: refusal, rate, ...(previous && { previous }) };
    }
    await this.store.record(this.source, { ...rate, fetchedAt: now });
    return { kind: 'stored', rate };
  }
}

/** fetch() hides the network's reason (a TLS chain it cannot verify, a refused connection) in `cause`. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
