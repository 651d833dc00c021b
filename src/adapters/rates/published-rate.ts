import Big from 'big.js';
import { BusinessCalendar, LocalDate } from '../../application/business-calendar';
import { PublishedRate, StoredRate } from '../../application/ports/published-rate-store';

/** How many stored rates the selection looks at: the one in force and any published for days to come. */
export const RATES_CONSIDERED = 5;

/**
 * The rate to apply on `today`: the one with the latest value date that has come; when none has
 * come yet (a first start in the evening, after the next day's rate was published), the latest
 * published. `latest` is latest first.
 */
export function applicableRate(latest: StoredRate[], today: LocalDate): StoredRate | null {
  return latest.find((rate) => rate.valueDate <= today) ?? latest[0] ?? null;
}

/** The last time the source gave any of these rates: the rate's age is counted from it. */
export function lastFetchedAt(latest: StoredRate[]): Date | null {
  return latest.reduce<Date | null>((last, rate) => (last === null || rate.fetchedAt > last ? rate.fetchedAt : last), null);
}

export const MAX_RATE_CHANGE = new Big('0.25');

/** True when `next` differs from `previous` by more than 25 % of `previous`: too much to apply unchecked. */
export function jumpsTooFar(previous: string, next: string): boolean {
  const before = new Big(previous);
  return new Big(next).minus(before).abs().gt(before.times(MAX_RATE_CHANGE));
}

/** RATE_MIN_VES_PER_USD and RATE_MAX_VES_PER_USD: a reading outside them is a misread or a broken page. */
export interface RateBand {
  minVesPerUsd: string;
  maxVesPerUsd: string;
}

/** The BCV publishes for the next business day; three covers a Friday publishing past a two-day holiday. */
export const MAX_BUSINESS_DAYS_AHEAD = 3;

export type RefusalReason = 'out_of_range' | 'value_date_ahead' | 'jump';
export const REFUSAL_REASONS: readonly RefusalReason[] = ['out_of_range', 'value_date_ahead', 'jump'];

/** Why `rate`, read on `today`, must not be stored; null when it may. The first reading is checked too. */
export function refusalOf(
  rate: PublishedRate,
  previous: PublishedRate | undefined,
  band: RateBand,
  today: LocalDate,
): RefusalReason | null {
  const value = new Big(rate.vesPerUsd);
  if (value.lt(band.minVesPerUsd) || value.gt(band.maxVesPerUsd)) return 'out_of_range';
  if (rate.valueDate > BusinessCalendar.businessDaysAfter(today, MAX_BUSINESS_DAYS_AHEAD)) return 'value_date_ahead';
  if (previous && jumpsTooFar(previous.vesPerUsd, rate.vesPerUsd)) return 'jump';
  return null;
}
