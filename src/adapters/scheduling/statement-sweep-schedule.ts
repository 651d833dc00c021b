import { Logger } from 'pino';
import { SweepStatements } from '../../application/statements/sweep-statements';
import { scheduleRecurring } from './recurring';

/** Sweeps the banks' statements every `intervalMs` (0: never); returns a function that stops it. */
export function scheduleStatementSweep(sweep: SweepStatements, intervalMs: number, logger: Logger): () => void {
  const round = async () => {
    const report = await sweep.execute();
    if (report.paid > 0 || report.refunded > 0 || report.unavailable > 0) logger.info(report, 'matched the banks\' statements');
  };
  return scheduleRecurring(intervalMs, round, 'sweeping the banks\' statements failed; will try again', logger);
}
