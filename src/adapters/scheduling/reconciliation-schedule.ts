import { Logger } from 'pino';
import { ReconcilePendingPayments } from '../../application/checkout/reconcile-pending-payments';
import { ReconcilePendingRefunds } from '../../application/refunds/reconcile-pending-refunds';
import { scheduleRecurring } from './recurring';

/** Runs the reconcilers of payment intents and of refunds every `intervalMs`; returns a function that stops them. */
export function scheduleReconciliation(
  reconcilers: { payments: ReconcilePendingPayments; refunds: ReconcilePendingRefunds },
  intervalMs: number,
  logger: Logger,
): () => void {
  const round = async () => {
    const report = await reconcilers.payments.execute();
    if (report.settled > 0 || report.unresolved > 0) logger.info(report, 'reconciled pending payment intents');
    const refunds = await reconcilers.refunds.execute();
    if (refunds.settled > 0 || refunds.unresolved > 0) logger.info(refunds, 'reconciled pending refunds');
  };
  return scheduleRecurring(intervalMs, round, 'reconciling pending payment intents failed; will try again', logger);
}
