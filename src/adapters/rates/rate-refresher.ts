import { Clock } from '../../application/ports/clock';
import { PublishedRate, PublishedRateStore, jumpsTooFar } from './published-rate';

export type RefreshResult =
  | { kind: 'stored'; rate: PublishedRate }
  /** Differs from the last stored rate by more than 25 %: not stored, so not applied. */
  | { kind: 'refused'; rate: PublishedRate; previous: PublishedRate }
  | { kind: 'failed'; reason: string };

/**
 * Reads the published rate from its source and stores it with its value date. Run at start and on
 * a schedule, never on a request. A source that fails or a page that cannot be read is a `failed`
 * result, never a thrown error.
 */
export class RateRefresher {
  constructor(
    private readonly source: string,
    private readonly fetchPage: () => Promise<string>,
    private readonly parse: (page: string) => PublishedRate,
    private readonly store: PublishedRateStore,
    private readonly clock: Clock,
  ) {}

  async refresh(): Promise<RefreshResult> {
    let rate: PublishedRate;
    try {
      rate = this.parse(await this.fetchPage());
    } catch (error) {
      return { kind: 'failed', reason: reasonOf(error) };
    }
    const [previous] = await this.store.latest(this.source, 1);
    if (previous && jumpsTooFar(previous.vesPerUsd, rate.vesPerUsd)) {
      return { kind: 'refused', rate, previous: { vesPerUsd: previous.vesPerUsd, valueDate: previous.valueDate } };
    }
    await this.store.record(this.source, { ...rate, fetchedAt: this.clock.now() });
    return { kind: 'stored', rate };
  }
}

/** fetch() hides the network's reason (a TLS chain it cannot verify, a refused connection) in `cause`. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
