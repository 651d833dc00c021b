import { Logger } from 'pino';

/**
 * Runs `round` every `intervalMs`, one round at a time (a tick that finds the last round still
 * running is skipped); a failed round is logged and tried again next tick. 0 never runs it.
 * Returns a function that stops it.
 */
export function scheduleRecurring(intervalMs: number, round: () => Promise<void>, failure: string, logger: Logger): () => void {
  if (intervalMs === 0) return () => {};
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await round();
    } catch (error) {
      logger.warn({ err: error }, failure);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
