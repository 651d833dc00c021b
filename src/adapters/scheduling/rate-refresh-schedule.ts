import { Logger } from 'pino';
import { scheduleRecurring } from './recurring';

/** Reads the rate now (without delaying the start) and then every `intervalMs`; returns a function that stops it. */
export function scheduleRateRefresh(readOnce: () => Promise<unknown>, intervalMs: number, logger: Logger): () => void {
  const round = async () => {
    await readOnce();
  };
  round().catch((error: unknown) => logger.warn({ err: error }, 'reading the published USD rate failed; will try again'));
  return scheduleRecurring(intervalMs, round, 'reading the published USD rate failed; will try again', logger);
}
