import { Server } from 'node:http';
import express, { NextFunction, Request, Response } from 'express';
import { deliver, sendCharge, sendRefund } from './fake-mercantil-answers';
import { FakeAnswer, FakeCharge, FakeMercantilLedger, FakeTransfer } from './fake-mercantil-ledger';
import { fakeHooks } from './fake-mercantil-hooks';
import { FakeMercantilMerchant, FakeMercantilOptions } from './fake-mercantil-merchant';
import { FakeMercantilRefunds } from './fake-mercantil-refunds';
import { Refusal } from './fake-mercantil-requests';
import { TransferToBook } from './fake-mercantil-transfers';
import { closeNow, listen } from '../fake-http-server';

export { FakeMercantilMerchant } from './fake-mercantil-merchant';
export type { FakeMercantilOptions } from './fake-mercantil-merchant';

export const FAKE_BASE_PATH = '/mercantil-banco/sandbox/v1';

/**
 * A local stand-in for Banco Mercantil's payment API, written from the bank's public samples:
 * it checks the client id and merchant, decrypts the encrypted fields with the merchant's secret,
 * charges once per invoice number, voids (`anulacion`) and pays out (`vuelto`) once per invoice
 * number, can lose an answer after booking, and answers searches, which also list the P2P transfers
 * customers sent to the merchant (booked by a test: `receiveTransfer`, `POST /_fake/transfers`). A C2P
 * charge can be held from the searches, as a booking that lands after the caller gave up on the answer.
 *
 * It serves several merchants, each with its own book: the constructor's is the first, on which the
 * members below and the `/_fake` hooks act; `addMerchant()` adds another and answers its handle.
 */
export class FakeMercantil {
  /** The merchant the constructor's options name. */
  readonly firstMerchant: FakeMercantilMerchant;
  /** The first merchant's book. */
  readonly ledger: FakeMercantilLedger;
  /** The first merchant's `anulacion` and `vuelto` (FakeMercantilMerchant.refunds). */
  readonly refunds: FakeMercantilRefunds;
  /** While true, both searches answer 503 (the bank's search is down), for every merchant. */
  searchUnavailable = false;
  /**
   * While true, a search that finds nothing is refused `0330`, as a public client shows the bank doing, not answered
   * with an empty list.
   */
  refuseEmptySearches = false;
  /** How the answers to the next searches go, whichever merchant asks (`loseNextSearchAnswer`). */
  private lostSearchAnswers: FakeAnswer[] = [];
  private readonly merchants: FakeMercantilMerchant[];
  private server: Server | null = null;

  constructor(
    options: FakeMercantilOptions,
    /** The bank's clock, which dates what it books: a test with a clock of its own passes that one. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.firstMerchant = new FakeMercantilMerchant(options, now);
    this.merchants = [this.firstMerchant];
    this.ledger = this.firstMerchant.ledger;
    this.refunds = this.firstMerchant.refunds;
  }

  /** Another merchant at this bank (its own client id or `merchant_identify`), with a book of its own. */
  addMerchant(options: FakeMercantilOptions): FakeMercantilMerchant {
    const merchant = new FakeMercantilMerchant(options, this.now);
    const taken = this.merchants.some((other) => other.credentials.clientId === options.clientId && other.isIdentifiedBy(options));
    if (taken) throw new Error('the fake Mercantil already has a merchant with this client id and merchant_identify');
    this.merchants.push(merchant);
    return merchant;
  }

  /** A customer's Pago Móvil transfer to the first merchant (FakeMercantilMerchant.receiveTransfer). */
  receiveTransfer(transfer: TransferToBook): FakeTransfer {
    return this.firstMerchant.receiveTransfer(transfer);
  }

  /** The next search's answer is lost this way (the search itself changes nothing). */
  loseNextSearchAnswer(answer: Exclude<FakeAnswer, 'answer'> = 'reset_connection'): void {
    this.lostSearchAnswers.push(answer);
  }

  /** Holds the first merchant's next new C2P charge from the searches (FakeMercantilMerchant.holdNextChargeFromSearches). */
  holdNextChargeFromSearches(answer: Exclude<FakeAnswer, 'answer'> = 'reset_connection'): void {
    this.firstMerchant.holdNextChargeFromSearches(answer);
  }

  /** The searches show the first merchant's held charges from now on; answers their invoice numbers. */
  releaseHeldCharges(): string[] {
    return this.firstMerchant.releaseHeldCharges();
  }

  /** Starts listening (port 0: any free port); resolves with the base URL to configure as MERCANTIL_BASE_URL. */
  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const { server, url } = await listen(this.app(), port, host);
    this.server = server;
    return `${url}${FAKE_BASE_PATH}`;
  }

  /** Stops, dropping the answers it never sent. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    await closeNow(server);
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
      const refusal = error instanceof Refusal ? error : new Refusal('99', 'Solicitud mal formada');
      res.status(refusal.status).json({ error_list: [{ error_code: refusal.errorCode, description: refusal.description }] });
    });
    return app;
  }

  /** Finds the merchant the request's client id and `merchant_identify` name, for the handlers (`res.locals.merchant`). */
  private authenticate(req: Request, res: Response, next: NextFunction): void {
    const ofClient = this.merchants.filter((merchant) => merchant.credentials.clientId === req.get('X-IBM-Client-Id'));
    if (ofClient.length === 0) {
      res.status(401).json({ httpCode: '401', httpMessage: 'Unauthorized', moreInformation: 'Client id not registered.' });
      return;
    }
    const merchant = ofClient.find((candidate) => candidate.isIdentifiedBy(req.body?.merchant_identify ?? {}));
    if (!merchant) throw new Refusal('98', 'Comercio no identificado');
    res.locals.merchant = merchant;
    next();
  }

  private charge(req: Request, res: Response, method: FakeCharge['method']): void {
    const body = method === 'c2p' ? req.body?.transaction_c2p : req.body?.transaction;
    const { charge, answer } = merchantOf(res).charge(method, body);
    deliver(req, res, answer, () => sendCharge(res, charge));
  }

  private refund(req: Request, res: Response): void {
    const { refunds } = merchantOf(res);
    if (refunds.holdIfAsked(req.body?.transaction_c2p)) return;
    const { refund, answer } = refunds.book(req.body?.transaction_c2p);
    deliver(req, res, answer, () => sendRefund(res, refund));
  }

  private search(req: Request, res: Response, method: FakeCharge['method']): void {
    if (this.searchUnavailable) {
      res.status(503).json({ httpCode: '503', httpMessage: 'Service Unavailable' });
      return;
    }
    const answer = merchantOf(res).search(method, req.body?.search_by ?? {});
    const description = 'No hay transacciones que coincidan con los criterios de búsqueda';
    const nothing = { error_list: [{ error_code: '0330', description }] };
    const refuse = this.refuseEmptySearches && answer.transaction_list.length === 0;
    deliver(req, res, this.lostSearchAnswers.shift() ?? 'answer', () => (refuse ? res.status(400).json(nothing) : res.json(answer)));
  }
}

function merchantOf(res: Response): FakeMercantilMerchant {
  return res.locals.merchant as FakeMercantilMerchant;
}
