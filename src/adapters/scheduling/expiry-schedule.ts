import { Logger } from 'pino';
import { ExpirePaymentRequests } from '../../application/expire-payment-requests';

/** Runs the expiry sweep every `intervalMs`, one round at a time; returns a function that stops it. */
export function scheduleExpiry(sweeper: ExpirePaymentRequests, intervalMs: number, logger: Logger): () => void {
  if (intervalMs === 0) return () => {};
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const report = await sweeper.execute();
      if (report.expired > 0 || report.skipped > 0) logger.info(report, 'stored expired payment requests as canceled');
    } catch (error) {
      logger.warn({ err: error }, 'storing expired payment requests failed; will try again');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
