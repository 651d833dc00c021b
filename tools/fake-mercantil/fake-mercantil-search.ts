import { FakeCharge, FakeMercantilLedger } from './fake-mercantil-ledger';
import { FakeMercantilRequests, Refusal, isBlank } from './fake-mercantil-requests';

/** One line of a search's `transaction_list`. */
interface FakeRow {
  trxType: 'compra' | 'anulacion' | 'vuelto';
  invoiceNumber: string;
  paymentReference: string;
  amount: number;
  payer: string;
  trxDate: string;
}

/** The bank's two searches: C2P lists the merchant's charges, voids and payouts of a day; cards list charges. */
export class FakeMercantilSearch {
  constructor(
    private readonly ledger: FakeMercantilLedger,
    private readonly requests: FakeMercantilRequests,
    private readonly merchantPhone: string,
  ) {}

  answer(method: FakeCharge['method'], by: Record<string, unknown>): object {
    const matches = method === 'c2p' ? this.c2pMatcher(by) : cardMatcher(by);
    const charges: FakeRow[] = this.ledger.approved(method).map((c) => ({ ...c, trxType: 'compra', paymentReference: referenceOf(c) }));
    const refunds: FakeRow[] = method === 'c2p' ? this.ledger.refunds().map((r) => ({ ...r, trxType: r.kind })) : [];
    return {
      transaction_list: [...charges, ...refunds].filter(matches).map((row) => ({
        trx_type: row.trxType,
        payment_method: method === 'card' ? 'tdc' : row.trxType === 'vuelto' ? 'p2p' : 'c2p',
        invoice_number: row.invoiceNumber,
        payment_reference: row.paymentReference,
        amount: row.amount,
        currency: 'ves',
        trx_date: row.trxDate,
      })),
    };
  }

  private c2pMatcher(by: Record<string, unknown>): (row: FakeRow) => boolean {
    const origin = this.requests.decrypt(by.origin_mobile_number, 'origin_mobile_number');
    if (origin !== this.merchantPhone) throw new Refusal('99', 'origin_mobile_number no corresponde al comercio');
    const destination = by.destination_mobile_number;
    const payer = isBlank(destination) ? null : this.requests.decrypt(destination, 'destination_mobile_number');
    return (row) =>
      (isBlank(by.trx_date) || row.trxDate === by.trx_date) &&
      (isBlank(by.amount) || row.amount === Number(by.amount)) &&
      (isBlank(by.payment_reference) || row.paymentReference === String(by.payment_reference)) &&
      (payer === null || row.payer === payer);
  }
}

function cardMatcher(by: Record<string, unknown>): (row: FakeRow) => boolean {
  if (isBlank(by.invoice_number) && isBlank(by.payment_reference)) throw new Refusal('99', 'Indique invoice_number o payment_reference');
  return (row) =>
    (isBlank(by.procesing_date) || row.trxDate === by.procesing_date) &&
    (isBlank(by.invoice_number) || row.invoiceNumber === String(by.invoice_number)) &&
    (isBlank(by.payment_reference) || row.paymentReference === String(by.payment_reference));
}

function referenceOf(charge: FakeCharge): string {
  return charge.outcome.status === 'approved' ? charge.outcome.paymentReference : '';
}
