import type { MercantilSettings } from '../../src/adapters/gateways/mercantil/mercantil-settings';
import { FakeAnswer, FakeCharge, FakeMercantilLedger, FakeTransfer, newPaymentReference, venezuelanDate } from './fake-mercantil-ledger';
import { FakeMercantilRefunds } from './fake-mercantil-refunds';
import { FakeMercantilRequests } from './fake-mercantil-requests';
import { FakeMercantilSearch } from './fake-mercantil-search';
import { TransferToBook, bookTransfer } from './fake-mercantil-transfers';

/** The credentials the fake expects of one merchant, as the service is configured with them. */
export type FakeMercantilOptions = Omit<MercantilSettings, 'baseUrl' | 'timeoutMs' | 'lookupTimeoutMs'>;

/**
 * One merchant at the fake bank, named by its client id and `merchant_identify`: its own book (charges,
 * refunds, transfers received, balance), its secret for the encrypted fields, and the hooks on what it books.
 */
export class FakeMercantilMerchant {
  readonly ledger = new FakeMercantilLedger();
  /**
   * `anulacion` and `vuelto`; `refunds.loseNextAnswer()` books the next one and loses its answer,
   * `refunds.holdNextInTransit()` holds the next one unbooked and unanswered until `refunds.bookInTransit()`.
   */
  readonly refunds: FakeMercantilRefunds;
  private readonly requests: FakeMercantilRequests;
  private readonly searches: FakeMercantilSearch;

  constructor(
    readonly credentials: FakeMercantilOptions,
    /** The bank's clock, which dates what it books. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.requests = new FakeMercantilRequests(credentials.secretKey, credentials.merchantPhone);
    this.refunds = new FakeMercantilRefunds(this.ledger, this.requests, now);
    this.searches = new FakeMercantilSearch(this.ledger, this.requests, credentials.merchantPhone);
  }

  /** Whether a request's `merchant_identify` names this merchant (its client id is checked before). */
  isIdentifiedBy(identify: { integratorId?: unknown; merchantId?: unknown; terminalId?: unknown }): boolean {
    const { integratorId, merchantId, terminalId } = this.credentials;
    const same = (sent: unknown, expected: string) => String(sent) === expected;
    return same(identify.integratorId, integratorId) && same(identify.merchantId, merchantId) && same(identify.terminalId, terminalId);
  }

  /** A customer's Pago Móvil transfer to this merchant, which its Pago Móvil search then lists; throws a Refusal when malformed. */
  receiveTransfer(transfer: TransferToBook): FakeTransfer {
    return bookTransfer(this.ledger, transfer, this.now);
  }

  /**
   * This merchant's next new C2P charge is booked but the searches do not show it until `releaseHeldCharges()`;
   * its answer is lost this way, as with the lost-answer OTPs.
   */
  holdNextChargeFromSearches(answer: Exclude<FakeAnswer, 'answer'> = 'reset_connection'): void {
    this.ledger.holdNextC2pCharge(answer);
  }

  /** The searches show the held charges from now on; answers their invoice numbers. */
  releaseHeldCharges(): string[] {
    return this.ledger.releaseHeld();
  }

  /** Books the charge a request asks for (once per invoice number; a repeat gets the first outcome) and says how its answer goes. */
  charge(method: FakeCharge['method'], t: Record<string, unknown> | undefined): { charge: FakeCharge; answer: FakeAnswer } {
    const read = method === 'c2p' ? this.requests.c2p(t) : this.requests.card(t);
    const { charge, repeated } = this.ledger.charge(read.invoiceNumber, () => ({
      method,
      amount: read.amount,
      payer: read.payer,
      trxDate: venezuelanDate(this.now()),
      outcome: read.decision.decline
        ? { status: 'declined', ...read.decision.decline }
        : { status: 'approved', paymentReference: newPaymentReference() },
    }));
    const held = method === 'c2p' && !repeated ? this.ledger.holdIfAsked(charge.invoiceNumber) : null;
    return { charge, answer: held ?? (repeated ? 'answer' : read.decision.answer) };
  }

  /** A search of this merchant's account, as the bank answers it. */
  search(method: FakeCharge['method'], by: Record<string, unknown>): { transaction_list: unknown[] } {
    return this.searches.answer(method, by) as { transaction_list: unknown[] };
  }
}
