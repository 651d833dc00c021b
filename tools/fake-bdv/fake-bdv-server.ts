/**
 * A local stand-in for Banco de Venezuela's merchant API, written from the public sources the repository's
 * docs/banks-bdv.md lists: every operation is a JSON POST with the product's key in `X-API-Key` (read
 * case-insensitively); business outcomes are HTTP 200 with `code` (a string for C2P and the movements, a number
 * for getMovement, getOutMovement, vuelto and the balance); a body that is not JSON, or one missing a field's
 * type, is the Spring-style HTTP 400. Both path styles are served (production's and QA's `/v2`), and the
 * single-account C2P paths too; `pathStyles` narrows that, as a contract would.
 *
 * C2P (`paymentkey`, `process`, `annulment`): see fake-bdv-c2p for the keys that decide a charge (SCRIPTED_OTPS)
 * and the switches where sources disagree. getMovement matches a received transfer (`receiveTransfer`) on the
 * whole tuple and conciliates it on the first question; getOutMovement finds our payouts. A key that is not the
 * merchant's for the product answers "Cliente no afiliado al producto" with 1010 (the manual's, for getMovement;
 * the fake's for every product).
 *
 * Test hooks (also over HTTP under `/_fake`, see fake-bdv-hooks): `loseNextAnswer(operation, how)` (done, its
 * answer lost), `holdNextInTransit(operation)` (no answer, nothing done until `bookInTransit()`: a charge the bank
 * books late), `receiveTransfer(...)`, `ledger` (charges, refunds, transfers, movements, keys sent), `c2p.rules`.
 * It serves several merchants, each known by its keys; the constructor's is the first, on which these act.
 */
import { randomBytes } from 'node:crypto';
import { Server } from 'node:http';
import express, { NextFunction, Request, Response } from 'express';
import { FakeAnswer, KEY_REFUSED, MalformedRequest } from './fake-bdv-answers';
import { fakeBdvHooks } from './fake-bdv-hooks';
import { FakeBdvLedger, FakeBdvNumbers, FakeBdvTransfer } from './fake-bdv-ledger';
import {
  FakeBdvFamily, FakeBdvMerchant, FakeBdvOperation, FakeBdvOptions, LostAnswer, TransferToReceive,
} from './fake-bdv-merchant';
import { fakeBdvRoutes } from './fake-bdv-routes';
import { closeNow, listen } from '../fake-http-server';

export { FAKE_BDV_OPERATIONS, LOST_ANSWERS } from './fake-bdv-merchant';
export type { FakeBdvOperation, FakeBdvOptions, LostAnswer, TransferToReceive } from './fake-bdv-merchant';

export type FakePathStyle = 'plain' | 'v2' | 'single_account';

export class FakeBdv {
  readonly firstMerchant: FakeBdvMerchant;
  readonly ledger: FakeBdvLedger;
  /** Which path sets answer (all by default); a path of another set is 404, as for a contract without it. */
  pathStyles: readonly FakePathStyle[] = ['plain', 'v2', 'single_account'];
  private readonly numbers = new FakeBdvNumbers();
  private readonly merchants: FakeBdvMerchant[];
  private server: Server | null = null;

  constructor(options: FakeBdvOptions) {
    this.firstMerchant = new FakeBdvMerchant(options, this.numbers);
    this.merchants = [this.firstMerchant];
    this.ledger = this.firstMerchant.ledger;
  }

  addMerchant(options: FakeBdvOptions): FakeBdvMerchant {
    const merchant = new FakeBdvMerchant(options, this.numbers);
    this.merchants.push(merchant);
    return merchant;
  }

  loseNextAnswer(operation: FakeBdvOperation, how: LostAnswer = 'reset_connection'): void {
    this.firstMerchant.loseNextAnswer(operation, how);
  }

  holdNextInTransit(operation: FakeBdvOperation): void {
    this.firstMerchant.holdNextInTransit(operation);
  }

  bookInTransit(): object[] {
    return this.firstMerchant.bookInTransit();
  }

  receiveTransfer(transfer: TransferToReceive): FakeBdvTransfer {
    return this.firstMerchant.receiveTransfer(transfer);
  }

  /** Starts listening (port 0: any free port); resolves with the base URL to configure as BDV_BASE_URL. */
  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const { server, url } = await listen(this.app(), port, host);
    this.server = server;
    return `${url}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    await closeNow(server);
  }

  private app(): express.Express {
    const app = express();
    app.use(express.json({ type: () => true }));
    app.use(fakeBdvHooks(this));
    app.use(fakeBdvRoutes((style, operation, family, req, res, run) => this.handle(style, operation, family, req, res, run)));
    app.use((_error: unknown, req: Request, res: Response, _next: NextFunction) => void springBadRequest(req, res));
    return app;
  }

  private handle(
    style: FakePathStyle,
    operation: FakeBdvOperation,
    family: FakeBdvFamily,
    req: Request,
    res: Response,
    run: (merchant: FakeBdvMerchant, body: Record<string, unknown>) => FakeAnswer,
  ): void {
    if (!this.pathStyles.includes(style)) {
      res.status(404).json({ timestamp: new Date().toISOString(), path: req.path, status: 404, error: 'Not Found' });
      return;
    }
    const body = req.body as unknown;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return springBadRequest(req, res);
    const key = req.get('x-api-key') ?? '';
    const merchant = this.merchants.find((candidate) => key !== '' && candidate.options.keys[family] === key);
    if (!merchant) {
      const code = family === 'c2p' || operation === 'movements' ? '1010' : 1010;
      res.json({ code, message: KEY_REFUSED, data: null, status: 200 });
      return;
    }
    let answer: FakeAnswer | null;
    try {
      answer = merchant.serve(operation, () => run(merchant, body as Record<string, unknown>));
    } catch (error) {
      if (error instanceof MalformedRequest) return springBadRequest(req, res);
      throw error;
    }
    if (!answer) return; // held in transit: no answer
    deliver(merchant.takeLostAnswer(operation), req, res, answer);
  }
}

function springBadRequest(req: Request, res: Response): void {
  res.status(400).json({
    timestamp: new Date().toISOString(), path: req.path, status: 400, error: 'Bad Request', requestId: randomBytes(5).toString('hex').slice(0, 9),
  });
}

/** Sends the answer, or loses it as a hook asked (what the operation booked stands either way). */
function deliver(lost: LostAnswer | undefined, req: Request, res: Response, answer: FakeAnswer): void {
  if (lost === 'never_answer') return;
  if (lost === 'reset_connection') return void req.socket.destroy();
  if (lost === 'server_error') return void res.status(500).json({ timestamp: new Date().toISOString(), status: 500, error: 'Internal Server Error' });
  if (lost === 'unreadable_answer') return void res.status(200).type('html').send('<html><body>Service temporarily rerouted</body></html>');
  res.json(answer.body);
}
