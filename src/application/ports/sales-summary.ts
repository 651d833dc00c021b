import { Owner } from '../../domain/mode';
import { Money } from '../../domain/money';
import { token } from './token';

/** How many, and how much in USD and in VES (at each request's own rate). */
export interface Totals {
  count: number;
  amount: Money;
  conversionAmount: Money;
}

/** One owner's money in a span of time. */
export interface PeriodTotals {
  /** Requests paid in the span (the payment intent that paid them was approved then; a duplicate charge is not a sale). */
  paid: Totals;
  /** Refunds that succeeded in the span. */
  refunded: Totals;
  /** Requests created in the span that still wait for their payment (or its confirmation). */
  pending: Totals;
}

/** Sums over the store, never loading the requests: the dashboard's summary. */
export interface SalesSummaryQuery {
  /** Totals of `owner` over [from, to). */
  totals(owner: Owner, from: Date, to: Date): Promise<PeriodTotals>;
}

export const SALES_SUMMARY_QUERY = token<SalesSummaryQuery>('SalesSummaryQuery');

export const NO_TOTALS: Totals = { count: 0, amount: Money.ofCents('USD', 0), conversionAmount: Money.ofCents('VES', 0) };
