import { Logger } from 'pino';
import { ReconcilePendingPayments } from '../../application/reconcile-pending-payments';

/** Runs the reconciler every `intervalMs`, one round at a time; returns a function that stops it. */
export function scheduleReconciliation(reconciler: ReconcilePendingPayments, intervalMs: number, logger: Logger): () => void {
  if (intervalMs === 0) return () => {};
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const report = await reconciler.execute();
      if (report.settled > 0 || report.unresolved > 0) logger.info(report, 'reconciled pending payment attempts');
    } catch (error) {
      logger.warn({ err: error }, 'reconciling pending payment attempts failed; will try again');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
