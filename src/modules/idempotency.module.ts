import { ContainerModule } from 'inversify';
import { SqlIdempotencyStore } from '../adapters/persistence/typeorm/sql-idempotency-store';
import { PurgeIdempotencyKeys } from '../application/idempotency/purge-idempotency-keys';
import { CLOCK, Clock } from '../application/ports/clock';
import { IDEMPOTENCY_STORE, IdempotencyStore } from '../application/ports/idempotency-store';
import { WiringContext, bindBuilt, bindPort } from './wiring';

export const idempotencyModule = ({ config, database, overrides }: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bindPort(bind, IDEMPOTENCY_STORE, overrides.idempotencyStore ?? new SqlIdempotencyStore(database));
    bindBuilt(
      bind, PurgeIdempotencyKeys, [CLOCK, IDEMPOTENCY_STORE],
      (clock: Clock, keys: IdempotencyStore) => new PurgeIdempotencyKeys(clock, keys, config.idempotencyKeyTtlHours * 3_600_000),
    );
  });
