import { FakeCharge, FakeMercantilLedger } from './fake-mercantil-ledger';
import { FakeMercantilRequests, Refusal, isBlank } from './fake-mercantil-requests';

/** The merchant's own bank, Mercantil, as a number (0105). */
const MERCANTIL_BANK_ID = 105;

const CHARGE = { trxType: 'compra', paymentMethod: 'c2p' } as const;
/** A void names the C2P charge; a payout is a Pago Móvil transfer (`p2p`), as the refund requests write them. */
const METHOD_OF = { anulacion: 'c2p', vuelto: 'p2p' } as const;

/** One line of a search's `transaction_list`. */
interface FakeRow {
  trxType: 'compra' | 'anulacion' | 'vuelto';
  paymentMethod: 'c2p' | 'p2p' | 'tdc';
  invoiceNumber: string;
  paymentReference: string;
  amount: number;
  /** The other party's phone: the C2P payer, the vuelto's payee, the P2P transfer's sender; empty for a void. */
  payer: string;
  /** The bank of a P2P transfer's sender; set only on transfers the merchant received. */
  payerBankCode?: string;
  trxDate: string;
}

/**
 * The bank's two searches. The Pago Móvil one lists the merchant's C2P charges, voids and payouts of a day and
 * the P2P transfers it received, the merchant's phone named as origin (the C2P samples) or as destination (a
 * public client verifying received transfers); the other side's phone, when given, filters by the other party.
 * The card search lists card charges.
 */
export class FakeMercantilSearch {
  constructor(
    private readonly ledger: FakeMercantilLedger,
    private readonly requests: FakeMercantilRequests,
    private readonly merchantPhone: string,
  ) {}

  answer(method: FakeCharge['method'], by: Record<string, unknown>): object {
    if (method === 'card') {
      const card = { ...CHARGE, paymentMethod: 'tdc' } as const;
      const charges = this.ledger.approved('card').map((c): FakeRow => ({ ...c, ...card, paymentReference: ref(c) }));
      return { transaction_list: charges.filter(cardMatcher(by)).map((row) => common(row)) };
    }
    const matches = this.c2pMatcher(by);
    // A held charge is booked (its money is in the balance) but the bank does not show it yet.
    const shown = this.ledger.approved('c2p').filter((c) => !this.ledger.isHeld(c.invoiceNumber));
    const charges = shown.map((c): FakeRow => ({ ...c, ...CHARGE, paymentReference: ref(c) }));
    const refunds = this.ledger.refunds().map((r): FakeRow => ({ ...r, trxType: r.kind, paymentMethod: METHOD_OF[r.kind] }));
    // A transfer received has no invoice number of ours; the bank writes references as JSON numbers (public samples).
    const transfers: FakeRow[] = this.ledger.transfers().map((t) => ({ ...t, trxType: 'compra', paymentMethod: 'p2p', invoiceNumber: '' }));
    return { transaction_list: [...charges, ...refunds, ...transfers].filter(matches).map((row) => this.c2pRow(row)) };
  }

  /** Phones encrypted, as the bank's answers carry them; a received transfer's sender is its origin. */
  private c2pRow(row: FakeRow): object {
    const merchant = this.requests.encrypt(this.merchantPhone);
    const other = row.payer === '' ? '' : this.requests.encrypt(row.payer);
    if (row.payerBankCode === undefined) return { ...common(row), origin_mobile_number: merchant, destination_mobile_number: other };
    return {
      ...common(row),
      payment_reference: Number(row.paymentReference),
      origin_mobile_number: other,
      origin_bank_id: Number(row.payerBankCode),
      destination_mobile_number: merchant,
      destination_bank_id: MERCANTIL_BANK_ID,
    };
  }

  private c2pMatcher(by: Record<string, unknown>): (row: FakeRow) => boolean {
    const phone = (field: string) => (isBlank(by[field]) ? null : this.requests.decrypt(by[field], field));
    const [origin, destination] = [phone('origin_mobile_number'), phone('destination_mobile_number')];
    if (origin !== this.merchantPhone && destination !== this.merchantPhone) {
      throw new Refusal('99', 'origin_mobile_number no corresponde al comercio');
    }
    const other = origin === this.merchantPhone ? destination : origin;
    return (row) =>
      (isBlank(by.trx_date) || row.trxDate === by.trx_date) &&
      (isBlank(by.amount) || row.amount === Number(by.amount)) &&
      (isBlank(by.payment_reference) || row.paymentReference === String(by.payment_reference)) &&
      (other === null || row.payer === other);
  }
}

function common(row: FakeRow): Record<string, unknown> {
  return {
    trx_type: row.trxType,
    payment_method: row.paymentMethod,
    invoice_number: row.invoiceNumber,
    payment_reference: row.paymentReference,
    amount: row.amount,
    currency: 'ves',
    trx_date: row.trxDate,
  };
}

function cardMatcher(by: Record<string, unknown>): (row: FakeRow) => boolean {
  if (isBlank(by.invoice_number) && isBlank(by.payment_reference)) throw new Refusal('99', 'Indique invoice_number o payment_reference');
  return (row) =>
    (isBlank(by.procesing_date) || row.trxDate === by.procesing_date) &&
    (isBlank(by.invoice_number) || row.invoiceNumber === String(by.invoice_number)) &&
    (isBlank(by.payment_reference) || row.paymentReference === String(by.payment_reference));
}

function ref(charge: FakeCharge): string {
  return charge.outcome.status === 'approved' ? charge.outcome.paymentReference : '';
}
