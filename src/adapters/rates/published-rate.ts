import Big from 'big.js';
import { LocalDate } from '../../application/business-calendar';

/** A rate as a source published it: VES per 1 USD, applicable from its value date. */
export interface PublishedRate {
  /** Decimal text, kept exactly as read (`241.5782`). */
  vesPerUsd: string;
  valueDate: LocalDate;
}

/** A published rate as stored: `fetchedAt` is the last time the source gave it. */
export interface StoredRate extends PublishedRate {
  fetchedAt: Date;
}

/** Where the rates read from a source are kept, shared by every instance. */
export interface PublishedRateStore {
  /** Stores the rate; for a value date already stored, replaces its rate and fetched_at. */
  record(source: string, rate: StoredRate): Promise<void>;
  /** The `limit` rates with the latest value dates, latest first. */
  latest(source: string, limit: number): Promise<StoredRate[]>;
}

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
