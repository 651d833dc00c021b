import { Logger } from 'pino';
import { PurgeIdempotencyKeys } from '../../application/idempotency/purge-idempotency-keys';
import { scheduleRecurring } from './recurring';

/** Purges expired Idempotency-Keys every `intervalMs`; returns a function that stops it. */
export function scheduleIdempotencyPurge(purge: PurgeIdempotencyKeys, intervalMs: number, logger: Logger): () => void {
  const round = async () => {
    const purged = await purge.execute();
    if (purged > 0) logger.info({ purged }, 'purged expired idempotency keys');
  };
  return scheduleRecurring(intervalMs, round, 'purging expired idempotency keys failed; will try again', logger);
}
