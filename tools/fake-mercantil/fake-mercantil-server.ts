import { AddressInfo } from 'node:net';
import { Server } from 'node:http';
import express, { NextFunction, Request, Response } from 'express';
import type { MercantilSettings } from '../../src/adapters/gateways/mercantil/mercantil-settings';
import { FakeAnswer, FakeCharge, FakeMercantilLedger, FakeOutcome, FakeTransfer, newPaymentReference, venezuelanDate }
  from './fake-mercantil-ledger';
import { fakeHooks } from './fake-mercantil-hooks';
import { FakeMercantilRefunds } from './fake-mercantil-refunds';
import { FakeMercantilRequests, Refusal } from './fake-mercantil-requests';
import { FakeMercantilSearch } from './fake-mercantil-search';
import { TransferToBook, bookTransfer } from './fake-mercantil-transfers';

/** The credentials the fake expects, as the service is configured with them. */
export type FakeMercantilOptions = Omit<MercantilSettings, 'baseUrl' | 'timeoutMs' | 'lookupTimeoutMs'>;

export const FAKE_BASE_PATH = '/mercantil-banco/sandbox/v1';

/**
 * A local stand-in for Banco Mercantil's payment API, written from the bank's public samples:
 * it checks the client id and merchant, decrypts the encrypted fields with the merchant's secret,
 * charges once per invoice number, voids (`anulacion`) and pays out (`vuelto`) once per invoice
 * number, can lose an answer after booking, and answers searches, which also list the P2P transfers
 * customers sent to the merchant (booked by a test: `receiveTransfer`, `POST /_fake/transfers`). A C2P
 * charge can be held from the searches, as a booking that lands after the caller gave up on the answer.
 */
export class FakeMercantil {
  readonly ledger = new FakeMercantilLedger();
  /**
   * `anulacion` and `vuelto`; `refunds.loseNextAnswer()` books the next one and loses its answer,
   * `refunds.holdNextInTransit()` holds the next one unbooked and unanswered until `refunds.bookInTransit()`.
   */
  readonly refunds: FakeMercantilRefunds;
  /** While true, both searches answer 503 (the bank's search is down). */
  searchUnavailable = false;
  /** While true, a search that finds nothing is refused `0330`, as a public client shows the bank doing, not answered with an empty list. */
  refuseEmptySearches = false;
  /** How the answers to the next searches go (`loseNextSearchAnswer`). */
  private lostSearchAnswers: FakeAnswer[] = [];
  private readonly requests: FakeMercantilRequests;
  private readonly searches: FakeMercantilSearch;
  private server: Server | null = null;

  constructor(
    private readonly options: FakeMercantilOptions,
    /** The bank's clock, which dates what it books: a test with a clock of its own passes that one. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.requests = new FakeMercantilRequests(options.secretKey, options.merchantPhone);
    this.refunds = new FakeMercantilRefunds(this.ledger, this.requests, now);
    this.searches = new FakeMercantilSearch(this.ledger, this.requests, options.merchantPhone);
  }

  /** A customer's Pago Móvil transfer to the merchant, which the Pago Móvil search then lists; throws a Refusal when malformed. */
  receiveTransfer(transfer: TransferToBook): FakeTransfer {
    return bookTransfer(this.ledger, transfer, this.now);
  }

  /** The next search's answer is lost this way (the search itself changes nothing). */
  loseNextSearchAnswer(answer: Exclude<FakeAnswer, 'answer'> = 'reset_connection'): void {
    this.lostSearchAnswers.push(answer);
  }

  /**
   * The next new C2P charge is booked but the searches do not show it until `releaseHeldCharges()`; its
   * answer is lost this way, as with the lost-answer OTPs.
   */
  holdNextChargeFromSearches(answer: Exclude<FakeAnswer, 'answer'> = 'reset_connection'): void {
    this.ledger.holdNextC2pCharge(answer);
  }

  /** The searches show the held charges from now on; answers their invoice numbers. */
  releaseHeldCharges(): string[] {
    return this.ledger.releaseHeld();
  }

  /** Starts listening (port 0: any free port); resolves with the base URL to configure as MERCANTIL_BASE_URL. */
  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const server = this.app().listen(port, host);
    await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
    this.server = server;
    return `http://${host}:${(server.address() as AddressInfo).port}${FAKE_BASE_PATH}`;
  }

  /** Stops, dropping the answers it never sent. */
  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private app(): express.Express {
    const app = express();
    app.use(express.json());
    app.use(fakeHooks(this));
    const api = express.Router();
    api.use((req, res, next) => this.authenticate(req, res, next));
    api.post('/payment/c2p', (req, res) => {
      const trxType = req.body?.transaction_c2p?.trx_type;
      if (trxType === 'anulacion' || trxType === 'vuelto') this.refund(req, res);
      else this.charge(req, res, 'c2p');
    });
    api.post('/payment/pay', (req, res) => this.charge(req, res, 'card'));
    api.post('/mobile-payment/search', (req, res) => this.search(req, res, 'c2p'));
    api.post('/payment/search', (req, res) => this.search(req, res, 'card'));
    app.use(FAKE_BASE_PATH, api);
    app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      if (error instanceof Refusal) res.status(error.status).json({ error_list: [{ error_code: error.errorCode, description: error.description }] });
      else res.status(400).json({ error_list: [{ error_code: '99', description: 'Solicitud mal formada' }] });
    });
    return app;
  }

  private authenticate(req: Request, res: Response, next: NextFunction): void {
    if (req.get('X-IBM-Client-Id') !== this.options.clientId) {
      res.status(401).json({ httpCode: '401', httpMessage: 'Unauthorized', moreInformation: 'Client id not registered.' });
      return;
    }
    const merchant = req.body?.merchant_identify ?? {};
    const { integratorId, merchantId, terminalId } = this.options;
    if (String(merchant.integratorId) !== integratorId || String(merchant.merchantId) !== merchantId || String(merchant.terminalId) !== terminalId) {
      throw new Refusal('98', 'Comercio no identificado');
    }
    next();
  }

  private charge(req: Request, res: Response, method: FakeCharge['method']): void {
    const read = method === 'c2p' ? this.requests.c2p(req.body?.transaction_c2p) : this.requests.card(req.body?.transaction);
    const { charge, repeated } = this.ledger.charge(read.invoiceNumber, () => ({
      method,
      amount: read.amount,
      payer: read.payer,
      trxDate: venezuelanDate(this.now()),
      outcome: read.decision.decline
        ? { status: 'declined', ...read.decision.decline }
        : { status: 'approved', paymentReference: newPaymentReference() },
    }));
    const send = () => this.answer(res, method, charge.invoiceNumber, charge.amount, charge.outcome);
    const held = method === 'c2p' && !repeated ? this.ledger.holdIfAsked(charge.invoiceNumber) : null;
    this.deliver(req, res, held ?? (repeated ? 'answer' : read.decision.answer), send);
  }

  private refund(req: Request, res: Response): void {
    if (this.refunds.holdIfAsked(req.body?.transaction_c2p)) return;
    const { refund, answer } = this.refunds.book(req.body?.transaction_c2p);
    const { kind, amount, invoiceNumber, paymentReference } = refund;
    const paymentMethod = kind === 'vuelto' ? 'p2p' : 'c2p';
    this.deliver(req, res, answer, () =>
      res.json({
        transaction_c2p_response: {
          trx_status: 'approved', trx_type: kind, payment_method: paymentMethod, amount, currency: 'ves',
          invoice_number: invoiceNumber, payment_reference: paymentReference,
        },
      }),
    );
  }

  /** Sends the answer, or loses it the way `answer` says (the booking stands either way). */
  private deliver(req: Request, res: Response, answer: FakeAnswer, send: () => void): void {
    if (answer === 'never_answer') return;
    if (answer === 'reset_connection') {
      req.socket.destroy();
      return;
    }
    if (answer === 'unreadable_answer') {
      res.status(200).type('html').send('<html><body>Service temporarily rerouted</body></html>');
      return;
    }
    if (answer === 'server_error') {
      res.status(500).json({ httpCode: '500', httpMessage: 'Internal Server Error' });
      return;
    }
    send();
  }

  private answer(res: Response, method: FakeCharge['method'], invoiceNumber: string, amount: number, outcome: FakeOutcome): void {
    if (outcome.status === 'declined') {
      res.status(400).json({ error_list: [{ error_code: outcome.errorCode, description: outcome.description }] });
      return;
    }
    const member = method === 'c2p' ? 'transaction_c2p_response' : 'transaction_response';
    res.json({
      [member]: { trx_status: 'approved', trx_type: 'compra', payment_method: method === 'c2p' ? 'c2p' : 'tdc', amount, currency: 'ves', invoice_number: invoiceNumber, payment_reference: outcome.paymentReference },
    });
  }

  private search(req: Request, res: Response, method: FakeCharge['method']): void {
    if (this.searchUnavailable) {
      res.status(503).json({ httpCode: '503', httpMessage: 'Service Unavailable' });
      return;
    }
    const answer = this.searches.answer(method, req.body?.search_by ?? {}) as { transaction_list: unknown[] };
    const nothing = { error_list: [{ error_code: '0330', description: 'No hay transacciones que coincidan con los criterios de búsqueda' }] };
    const refuse = this.refuseEmptySearches && answer.transaction_list.length === 0;
    this.deliver(req, res, this.lostSearchAnswers.shift() ?? 'answer', () => (refuse ? res.status(400).json(nothing) : res.json(answer)));
  }
}
