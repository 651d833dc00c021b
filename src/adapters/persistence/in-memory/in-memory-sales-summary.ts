import { Owner } from '../../../domain/mode';
import { Money } from '../../../domain/money';
import { PeriodTotals, SalesSummaryQuery, Totals } from '../../../application/ports/sales-summary';
import { InMemoryPaymentRequestRepository } from './in-memory-payment-request-repository';

const within = (instant: Date | null, from: Date, to: Date) => instant !== null && instant >= from && instant < to;

function sum(items: readonly { amount: Money; conversionAmount: Money }[]): Totals {
  const cents = (pick: (item: { amount: Money; conversionAmount: Money }) => Money) =>
    items.reduce((total, item) => total + BigInt(pick(item).cents), 0n);
  return {
    count: items.length, amount: Money.ofCents('USD', cents((item) => item.amount)),
    conversionAmount: Money.ofCents('VES', cents((item) => item.conversionAmount)),
  };
}

/** Sums what the in-memory repository holds, as the database's aggregate does. */
export class InMemorySalesSummary implements SalesSummaryQuery {
  constructor(private readonly requests: InMemoryPaymentRequestRepository) {}

  async totals(owner: Owner, from: Date, to: Date): Promise<PeriodTotals> {
    const requests = this.requests.allOf(owner);
    return {
      paid: sum(requests.filter((request) => within(request.succeededIntent?.resolvedAt ?? null, from, to))),
      refunded: sum(requests.flatMap((request) => request.refunds)
        .filter((refund) => refund.status === 'succeeded' && within(refund.updatedAt, from, to))),
      pending: sum(requests.filter((request) =>
        (request.status === 'waiting_for_payment' || request.status === 'waiting_for_payment_confirmation')
        && within(request.createdAt, from, to))),
    };
  }
}
