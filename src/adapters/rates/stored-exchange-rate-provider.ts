import { BusinessCalendar } from '../../application/business-calendar';
import { RateUnavailable } from '../../application/outcomes';
import { Clock } from '../../application/ports/clock';
import { ExchangeRateProvider } from '../../application/ports/exchange-rate-provider';
import { ExchangeRate } from '../../domain/money';
import { PublishedRateStore, StoredRate } from '../../application/ports/published-rate-store';
import { RATES_CONSIDERED, applicableRate, lastFetchedAt } from './published-rate';

export interface RateState {
  /** The rate applied now; null when none may be applied. */
  rate: StoredRate | null;
  /** Seconds since the source last gave a rate; null when it never has. */
  ageSeconds: number | null;
  /** No rate, or the source has not given one for longer than the maximum age. */
  stale: boolean;
}

/**
 * Serves the rate read from a source (the BCV page) and stored by RateRefresher: never fetched on a
 * request. The rate is served while the source fails for up to `maxAgeMs` after its last successful
 * read; beyond that, rate_unavailable.
 */
export class StoredExchangeRateProvider implements ExchangeRateProvider {
  constructor(
    private readonly source: string,
    private readonly store: PublishedRateStore,
    private readonly clock: Clock,
    private readonly calendar: BusinessCalendar,
    private readonly maxAgeMs: number,
  ) {}

  async usdToVes(): Promise<ExchangeRate | RateUnavailable> {
    const { rate, stale } = await this.state();
    if (stale || rate === null) return { kind: 'rate_unavailable' };
    return ExchangeRate.of('USD', 'VES', rate.vesPerUsd);
  }

  async state(): Promise<RateState> {
    const latest = await this.store.latest(this.source, RATES_CONSIDERED);
    const now = this.clock.now();
    const fetchedAt = lastFetchedAt(latest);
    const ageMs = fetchedAt === null ? null : Math.max(0, now.getTime() - fetchedAt.getTime());
    const stale = ageMs === null || ageMs > this.maxAgeMs;
    return {
      rate: stale ? null : applicableRate(latest, this.calendar.dayOf(now)),
      ageSeconds: ageMs === null ? null : Math.floor(ageMs / 1000),
      stale,
    };
  }
}
