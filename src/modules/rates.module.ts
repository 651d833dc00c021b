import { ContainerModule } from 'inversify';
import { ServiceMetrics } from '../adapters/observability/service-metrics';
import { TypeOrmPublishedRateStore } from '../adapters/persistence/typeorm/typeorm-published-rate-store';
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

const BCV_RATE = Symbol.for('BcvRate');

/** RATE_PROVIDER=bcv: the official rate, read from the BCV page into exchange_rates and served from there; else a fixed rate. */
export const ratesModule = ({ config, database, overrides }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    if (config.rates.provider !== 'bcv') {
      bind(EXCHANGE_RATE_PROVIDER).toConstantValue(overrides.rates ?? new FixedExchangeRateProvider(config.usdVesRate));
      bind(RATE_STALENESS).toConstantValue(null);
      return;
    }
    const { bcvUrl, fetchTimeoutSeconds, maxAgeHours, band } = config.rates;
    const store = new TypeOrmPublishedRateStore(database);
    bindBuilt(bind, BCV_RATE, [CLOCK, BusinessCalendar, SERVICE_METRICS], (clock: Clock, calendar: BusinessCalendar, metrics: ServiceMetrics) => {
      const provider = new StoredExchangeRateProvider('bcv', store, clock, calendar, maxAgeHours * 3_600_000);
      metrics.trackRateAge(async () => (await provider.state()).ageSeconds);
      return provider;
    });
    bindBuilt(bind, EXCHANGE_RATE_PROVIDER, [BCV_RATE], (bcv: StoredExchangeRateProvider) => overrides.rates ?? bcv);
    bindBuilt(bind, RATE_STALENESS, [BCV_RATE], (bcv: StoredExchangeRateProvider) => async () => (await bcv.state()).stale);
    const page = bcvPageSource(bcvUrl, fetchTimeoutSeconds * 1000);
    const refresherNeeds = [CLOCK, BusinessCalendar, SERVICE_METRICS] as const;
    bindBuilt(bind, RateRefresher, [...refresherNeeds], (clock: Clock, calendar: BusinessCalendar, metrics: ServiceMetrics) => {
      const onRefused = metrics.trackRateRefusals(REFUSAL_REASONS);
      return new RateRefresher('bcv', page, parseBcvPage, store, clock, { band, calendar, onRefused });
    });
  });
