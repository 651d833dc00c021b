/** Adds a parameter to the statement being built and returns its placeholder ($n). */
export type AddParam = (value: unknown) => string;

/** A list's page as two pieces of SQL: CTEs ending in `located` (one row with `total`), and the page's rows. */
export interface PageQuery {
  ctes: string;
  /** payment_requests rows (all columns), newest first. */
  rows: string;
}
