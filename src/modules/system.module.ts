import { ContainerModule } from 'inversify';
import { databasePoolState } from '../adapters/observability/database-probes';
import { ServiceMetrics } from '../adapters/observability/service-metrics';
import { CryptoIdGenerator } from '../adapters/system/crypto-id-generator';
import { Sha256SecretKeyHasher } from '../adapters/system/sha256-secret-key-hasher';
import { SystemClock } from '../adapters/system/system-clock';
import { BusinessCalendar } from '../application/business-calendar';
import { CLOCK } from '../application/ports/clock';
import { ID_GENERATOR } from '../application/ports/id-generator';
import { SECRET_KEY_HASHER } from '../application/ports/secret-key-hasher';
import { LOGGER, SERVICE_METRICS, WEBHOOK_DELIVERY_QUEUE, WiringContext, bindPort } from './wiring';

/** What every feature uses: the clock, ids, the business calendar, the logger and the metrics. */
export const systemModule = ({ config, database, logger, overrides }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bind(LOGGER).toConstantValue(logger);
    bindPort(bind, CLOCK, overrides.clock ?? new SystemClock());
    bindPort(bind, ID_GENERATOR, new CryptoIdGenerator());
    bindPort(bind, SECRET_KEY_HASHER, new Sha256SecretKeyHasher());
    bind(BusinessCalendar).toConstantValue(new BusinessCalendar(config.businessTimeZone));
    bind(SERVICE_METRICS)
      .toResolvedValue((queue) => new ServiceMetrics(databasePoolState(database), () => queue.dueCount()), [WEBHOOK_DELIVERY_QUEUE]);
  });
