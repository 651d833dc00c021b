import { LocalDate } from '../business-calendar';

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
