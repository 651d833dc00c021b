import { Logger } from 'pino';
import { ExpirePaymentRequests } from '../../application/payment-requests/expire-payment-requests';
import { scheduleRecurring } from './recurring';

/** Runs the expiry sweep every `intervalMs`; returns a function that stops it. */
export function scheduleExpiry(sweeper: ExpirePaymentRequests, intervalMs: number, logger: Logger): () => void {
  const round = async () => {
    const report = await sweeper.execute();
    if (report.expired > 0 || report.skipped > 0) logger.info(report, 'stored expired payment requests as canceled');
  };
  return scheduleRecurring(intervalMs, round, 'storing expired payment requests failed; will try again', logger);
}
