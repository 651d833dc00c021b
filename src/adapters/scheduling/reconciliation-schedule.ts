import { Logger } from 'pino';
import { ReconcilePendingPayments } from '../../application/checkout/reconcile-pending-payments';
import { scheduleRecurring } from './recurring';

/** Runs the reconciler every `intervalMs`; returns a function that stops it. */
export function scheduleReconciliation(reconciler: ReconcilePendingPayments, intervalMs: number, logger: Logger): () => void {
  const round = async () => {
    const report = await reconciler.execute();
    if (report.settled > 0 || report.unresolved > 0) logger.info(report, 'reconciled pending payment attempts');
  };
  return scheduleRecurring(intervalMs, round, 'reconciling pending payment attempts failed; will try again', logger);
}
