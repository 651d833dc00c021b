import { parseMobilePhone } from '../../src/domain/payer';
import { FakeMercantilLedger, FakeTransfer, venezuelanDate } from './fake-mercantil-ledger';
import { Refusal } from './fake-mercantil-requests';

/** A transfer a customer sent to the merchant, as a test books it (`fake.receiveTransfer`, `POST /_fake/transfers`). */
export interface TransferToBook {
  /**
   * The bank's full reference: 6 to 15 digits, the first not 0 (the bank's search writes references as JSON
   * numbers). Default: a new 12-digit one.
   */
  reference?: string;
  /** 04XXXXXXXXX, 58XXXXXXXXXX or +58XXXXXXXXXX. */
  payerPhone: string;
  /** The payer's bank, 4 digits: 0134. */
  payerBankCode: string;
  /** VES: 120.5 or '120.50'. */
  amount: number | string;
  /** YYYY-MM-DD in Venezuela; default today. */
  day?: string;
}

/** Books the transfer into the merchant's account, or throws a Refusal (HTTP 400) naming what is wrong. */
export function bookTransfer(ledger: FakeMercantilLedger, raw: unknown, now: () => Date = () => new Date()): FakeTransfer {
  const t = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<keyof TransferToBook, unknown>>;
  const paymentReference = t.reference === undefined ? newTransferReference() : String(t.reference);
  if (!/^[1-9]\d{5,14}$/.test(paymentReference)) throw new Refusal('99', 'reference: 6 a 15 dígitos, sin 0 inicial');
  if (ledger.transfers().some((booked) => booked.paymentReference === paymentReference)) throw new Refusal('94', 'reference ya registrada');
  const phone = parseMobilePhone(t.payerPhone);
  if (!phone) throw new Refusal('99', 'payerPhone inválido');
  const payerBankCode = String(t.payerBankCode ?? '');
  if (!/^\d{4}$/.test(payerBankCode)) throw new Refusal('99', 'payerBankCode: 4 dígitos');
  const amount = Number(t.amount);
  const wholeCents = Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
  if (!(amount > 0) || !Number.isFinite(amount) || !wholeCents) throw new Refusal('99', 'amount inválido');
  const trxDate = t.day === undefined ? venezuelanDate(now()) : String(t.day);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trxDate)) throw new Refusal('99', 'day: YYYY-MM-DD');
  const transfer: FakeTransfer = { paymentReference, payer: `58${phone.slice(1)}`, payerBankCode, amount, trxDate };
  ledger.receiveTransfer(transfer);
  return transfer;
}

function newTransferReference(): string {
  return `${1 + Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
}
