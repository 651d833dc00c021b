import { AddressInfo } from 'node:net';
import { Server } from 'node:http';
import express, { NextFunction, Request, Response } from 'express';
import type { MercantilSettings } from '../../src/adapters/gateways/mercantil/mercantil-settings';
import { FakeCharge, FakeMercantilLedger, FakeOutcome, newPaymentReference, venezuelanDate } from './fake-mercantil-ledger';
import { FakeMercantilRequests, Refusal } from './fake-mercantil-requests';

/** The credentials the fake expects, as the service is configured with them. */
export type FakeMercantilOptions = Omit<MercantilSettings, 'baseUrl' | 'timeoutMs' | 'lookupTimeoutMs'>;

export const FAKE_BASE_PATH = '/mercantil-banco/sandbox/v1';

/**
 * A local stand-in for Banco Mercantil's payment API, written from the bank's public samples:
 * it checks the client id and merchant, decrypts the encrypted fields with the merchant's secret,
 * charges once per invoice number, can lose an answer after charging, and answers searches.
 */
export class FakeMercantil {
  readonly ledger = new FakeMercantilLedger();
  /** While true, both searches answer 503 (the bank's search is down). */
  searchUnavailable = false;
  private readonly requests: FakeMercantilRequests;
  private server: Server | null = null;

  constructor(private readonly options: FakeMercantilOptions) {
    this.requests = new FakeMercantilRequests(options.secretKey, options.merchantPhone);
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
    app.get('/_fake/charges', (_req, res) => {
      res.json(this.ledger.all());
    });
    const api = express.Router();
    api.use((req, res, next) => this.authenticate(req, res, next));
    api.post('/payment/c2p', (req, res) => this.charge(req, res, 'c2p'));
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
      trxDate: venezuelanDate(new Date()),
      outcome: read.decision.decline
        ? { status: 'declined', ...read.decision.decline }
        : { status: 'approved', paymentReference: newPaymentReference() },
    }));
    const answer = repeated ? 'answer' : read.decision.answer;
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
    this.answer(res, method, charge.invoiceNumber, charge.amount, charge.outcome);
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
    const by = req.body?.search_by ?? {};
    const matches = method === 'c2p' ? this.c2pMatcher(by) : this.cardMatcher(by);
    const list = this.ledger.approved(method).filter(matches);
    res.json({
      transaction_list: list.map((c) => ({
        invoice_number: c.invoiceNumber,
        payment_reference: (c.outcome as Extract<FakeOutcome, { status: 'approved' }>).paymentReference,
        amount: c.amount,
        currency: 'ves',
        trx_date: c.trxDate,
      })),
    });
  }

  private c2pMatcher(by: Record<string, unknown>): (charge: FakeCharge) => boolean {
    if (this.requests.decrypt(by.origin_mobile_number, 'origin_mobile_number') !== this.options.merchantPhone) throw new Refusal('99', 'origin_mobile_number no corresponde al comercio');
    const payer = isBlank(by.destination_mobile_number) ? null : this.requests.decrypt(by.destination_mobile_number, 'destination_mobile_number');
    return (c) =>
      (isBlank(by.trx_date) || c.trxDate === by.trx_date) &&
      (isBlank(by.amount) || c.amount === Number(by.amount)) &&
      (isBlank(by.payment_reference) || referenceOf(c) === String(by.payment_reference)) &&
      (payer === null || c.payer === payer);
  }

  private cardMatcher(by: Record<string, unknown>): (charge: FakeCharge) => boolean {
    if (isBlank(by.invoice_number) && isBlank(by.payment_reference)) throw new Refusal('99', 'Indique invoice_number o payment_reference');
    return (c) =>
      (isBlank(by.procesing_date) || c.trxDate === by.procesing_date) &&
      (isBlank(by.invoice_number) || c.invoiceNumber === String(by.invoice_number)) &&
      (isBlank(by.payment_reference) || referenceOf(c) === String(by.payment_reference));
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

function referenceOf(charge: FakeCharge): string | null {
  return charge.outcome.status === 'approved' ? charge.outcome.paymentReference : null;
}
