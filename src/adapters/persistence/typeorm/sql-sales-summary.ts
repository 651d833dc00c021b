import { Owner } from '../../../domain/mode';
import { Money } from '../../../domain/money';
import { PeriodTotals, SalesSummaryQuery, Totals } from '../../../application/ports/sales-summary';
import { Database } from './database';

interface TotalsRow {
  kind: 'paid' | 'refunded' | 'pending';
  count: string;
  amount_cents: string;
  conversion_amount_cents: string;
}

/**
 * Three aggregates in one statement, each over an indexed slice of one owner's rows: requests paid
 * in the span (by the approval of their paying intent, a duplicate charge left out), refunds that
 * succeeded in it, and requests created in it still waiting. Nothing is loaded but three rows.
 */
const TOTALS = `
SELECT 'paid' AS kind, count(*) AS count, coalesce(sum(pr.amount_cents), 0) AS amount_cents,
       coalesce(sum(pr.conversion_amount_cents), 0) AS conversion_amount_cents
  FROM payment_intents pi JOIN payment_requests pr ON pr.id = pi.payment_request_id
 WHERE pi.merchant_id = $1 AND pr.livemode = $2 AND pi.status = 'succeeded' AND NOT pi.duplicate
   AND pi.resolved_at >= $3 AND pi.resolved_at < $4
UNION ALL
SELECT 'refunded', count(*), coalesce(sum(amount_cents), 0), coalesce(sum(conversion_amount_cents), 0)
  FROM refunds
 WHERE merchant_id = $1 AND livemode = $2 AND status = 'succeeded' AND updated_at >= $3 AND updated_at < $4
UNION ALL
SELECT 'pending', count(*), coalesce(sum(amount_cents), 0), coalesce(sum(conversion_amount_cents), 0)
  FROM payment_requests
 WHERE merchant_id = $1 AND livemode = $2 AND status IN ('waiting_for_payment', 'waiting_for_payment_confirmation')
   AND created_at >= $3 AND created_at < $4`;

const totalsOf = (row: TotalsRow | undefined): Totals => ({
  count: Number(row?.count ?? 0),
  amount: Money.ofCents('USD', row?.amount_cents ?? '0'),
  conversionAmount: Money.ofCents('VES', row?.conversion_amount_cents ?? '0'),
});

export class SqlSalesSummary implements SalesSummaryQuery {
  constructor(private readonly database: Database) {}

  totals(owner: Owner, from: Date, to: Date): Promise<PeriodTotals> {
    return this.database.query(async (session) => {
      const rows = await session.rows<TotalsRow>(TOTALS, [owner.merchantId, owner.livemode, from, to]);
      const of = (kind: TotalsRow['kind']) => totalsOf(rows.find((row) => row.kind === kind));
      return { paid: of('paid'), refunded: of('refunded'), pending: of('pending') };
    });
  }
}
