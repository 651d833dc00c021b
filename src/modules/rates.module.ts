import { ContainerModule } from 'inversify';
import { bankRateReading } from '../adapters/gateways/registry';
import { ServiceMetrics } from '../adapters/observability/service-metrics';
import { SqlPublishedRateStore } from '../adapters/persistence/typeorm/sql-published-rate-store';
import { parseBcvPage } from '../adapters/rates/bcv-page-parser';
import { bcvPageSource } from '../adapters/rates/bcv-page-source';
import { FixedExchangeRateProvider } from '../adapters/rates/fixed-exchange-rate-provider';
import { REFUSAL_REASONS } from '../adapters/rates/published-rate';
import { RateRefresher } from '../adapters/rates/rate-refresher';
import { StoredExchangeRateProvider } from '../adapters/rates/stored-exchange-rate-provider';
import { BusinessCalendar } from '../application/business-calendar';
import { CLOCK, Clock } from '../application/ports/clock';
import { EXCHANGE_RATE_PROVIDER } from '../application/ports/exchange-rate-provider';
import { RATE_STALENESS, SERVICE_METRICS, WiringContext, bindBuilt } from './wiring';

const PUBLISHED_RATE = Symbol.for('PublishedRate');

/**
 * RATE_PROVIDER=bcv: the official rate, read from the BCV page into exchange_rates and served from
 * there; RATE_PROVIDER=<bank>: the same, read from that bank; else a fixed rate.
 */
export const ratesModule = ({ config, database, logger, overrides }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    const { provider } = config.rates;
    if (provider === 'fixed') {
      bind(EXCHANGE_RATE_PROVIDER).toConstantValue(overrides.rates ?? new FixedExchangeRateProvider(config.usdVesRate));
      bind(RATE_STALENESS).toConstantValue(null);
      return;
    }
    const { bcvUrl, fetchTimeoutSeconds, maxAgeHours, band } = config.rates;
    const store = new SqlPublishedRateStore(database);
    bindBuilt(bind, PUBLISHED_RATE, [CLOCK, BusinessCalendar, SERVICE_METRICS], (
      clock: Clock, calendar: BusinessCalendar, metrics: ServiceMetrics,
    ) => {
      const stored = new StoredExchangeRateProvider(provider, store, clock, calendar, maxAgeHours * 3_600_000);
      metrics.trackRateAge(async () => (await stored.state()).ageSeconds);
      return stored;
    });
    bindBuilt(bind, EXCHANGE_RATE_PROVIDER, [PUBLISHED_RATE], (published: StoredExchangeRateProvider) => overrides.rates ?? published);
    bindBuilt(bind, RATE_STALENESS, [PUBLISHED_RATE], (published: StoredExchangeRateProvider) =>
      async () => (await published.state()).stale);
    const page = bcvPageSource(bcvUrl, fetchTimeoutSeconds * 1000);
    const read = provider === 'bcv' ? async () => parseBcvPage(await page()) : bankRateReading(config.gateways, provider, logger);
    const refresherNeeds = [CLOCK, BusinessCalendar, SERVICE_METRICS] as const;
    bindBuilt(bind, RateRefresher, [...refresherNeeds], (clock: Clock, calendar: BusinessCalendar, metrics: ServiceMetrics) => {
      const onRefused = metrics.trackRateRefusals(REFUSAL_REASONS);
      return new RateRefresher(provider, read, store, clock, { band, calendar, onRefused });
    });
  });
