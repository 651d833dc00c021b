import { Logger } from 'pino';
import { PurgeIdempotencyKeys } from '../../application/purge-idempotency-keys';

/** Purges expired Idempotency-Keys every `intervalMs`; returns a function that stops it. */
export function scheduleIdempotencyPurge(purge: PurgeIdempotencyKeys, intervalMs: number, logger: Logger): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const purged = await purge.execute();
      if (purged > 0) logger.info({ purged }, 'purged expired idempotency keys');
    } catch (error) {
      logger.warn({ err: error }, 'purging expired idempotency keys failed; will try again');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
