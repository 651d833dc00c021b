import { Logger } from 'pino';
import { MAX_BUSINESS_DAYS_AHEAD, RefusalReason } from './published-rate';
import { RateRefresher, RefreshResult } from './rate-refresher';

/** Reads the rate once and logs what happened. */
export async function refreshRate(refresher: RateRefresher, logger: Logger): Promise<RefreshResult> {
  const result = await refresher.refresh();
  logRefresh(result, logger);
  return result;
}

const REFUSALS: Record<RefusalReason, string> = {
  out_of_range: 'refused a published USD rate outside RATE_MIN_VES_PER_USD..RATE_MAX_VES_PER_USD',
  value_date_ahead: `refused a published USD rate dated more than ${MAX_BUSINESS_DAYS_AHEAD} business days ahead`,
  jump: 'refused a published USD rate more than 25% away from the last one',
};

/** A new rate at info, a refused or failed read at warn. */
function logRefresh(result: RefreshResult, logger: Logger): void {
  switch (result.kind) {
    case 'stored':
      logger.info({ vesPerUsd: result.rate.vesPerUsd, valueDate: result.rate.valueDate }, 'stored the published USD rate');
      return;
    case 'refused':
      logger.warn(
        { reason: result.reason, vesPerUsd: result.rate.vesPerUsd, valueDate: result.rate.valueDate, previous: result.previous },
        `${REFUSALS[result.reason]}; it is not applied, the last good rate stays in force`,
      );
      return;
    case 'failed':
      logger.warn({ reason: result.reason }, 'reading the published USD rate failed; the stored rate keeps serving');
  }
}
