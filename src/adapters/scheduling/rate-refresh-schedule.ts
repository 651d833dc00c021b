import { Logger } from 'pino';
import { RateRefresher, RefreshResult } from '../rates/rate-refresher';
import { scheduleRecurring } from './recurring';

/** Reads the rate once and logs what happened. */
export async function refreshRate(refresher: RateRefresher, logger: Logger): Promise<RefreshResult> {
  const result = await refresher.refresh();
  logRefresh(result, logger);
  return result;
}

/** A new rate at info, a refused or failed read at warn. */
function logRefresh(result: RefreshResult, logger: Logger): void {
  switch (result.kind) {
    case 'stored':
      logger.info({ vesPerUsd: result.rate.vesPerUsd, valueDate: result.rate.valueDate }, 'stored the published USD rate');
      return;
    case 'refused':
      logger.warn(
        { vesPerUsd: result.rate.vesPerUsd, valueDate: result.rate.valueDate, previous: result.previous },
        'refused a published USD rate more than 25% away from the last one; it is not applied',
      );
      return;
    case 'failed':
      logger.warn({ reason: result.reason }, 'reading the published USD rate failed; the stored rate keeps serving');
  }
}

/** Reads the rate now (without delaying the start) and then every `intervalMs`; returns a function that stops it. */
export function scheduleRateRefresh(refresher: RateRefresher, intervalMs: number, logger: Logger): () => void {
  const round = async () => {
    await refreshRate(refresher, logger);
  };
  round().catch((error: unknown) => logger.warn({ err: error }, 'reading the published USD rate failed; will try again'));
  return scheduleRecurring(intervalMs, round, 'reading the published USD rate failed; will try again', logger);
}
