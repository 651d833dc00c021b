/**
 * A local stand-in for BNC's ESolutions API v4.1, written from the bank's public documentation and clients.
 *
 * Envelope: `POST <base>/<Operation>` with `{ClientGUID, Reference, Value, Validation, swTestOperation}`
 * (`value` in lower case and a missing `Reference` are accepted too: public clients send both). An unknown
 * ClientGUID is refused EPICNF; `Auth/LogOn` is decrypted with the master key and answers the day's
 * `WorkingKey` (the same one all day, until midnight in Caracas or `expireWorkingKey()`); every other call
 * must be encrypted with the current working key, else EPIRWK; a `Validation` that is not the SHA-256 of the
 * clear JSON is refused EPIHV; a `Reference` already used that day is refused EPIDUP (the fake's own code:
 * the documentation says only that the bank avoids duplicates by it).
 *
 * SendC2P tokens (OTPs): 123456 or 12345678 approve; 111111 → G55 (wrong token), 222222 → G51 (insufficient
 * funds), 333333 → G61 (daily amount limit), 444444 → G14 (payer not affiliated), 555555 → G80 (bad id);
 * any other token → G55. The Terminal must be the merchant's. Every approved SendC2P is a new charge.
 * ReverseC2P reverses a charge once (G94 after; G25 for an unknown IdTransaction; G13 above the charge).
 * SendP2P pays out once per OperationRef (a repeat answers `SwAlreadySent: true` with the first reference),
 * refused G51 beyond the account's balance. ValidateP2P finds a transfer a test received (`receiveTransfer`)
 * by phone, bank, day, exact amount and the reference's last digits. History lists the last 3 days' movements,
 * HistoryByDate those of StartDate to EndDate (days, inclusive). BCVRates answers `bcvRate`.
 *
 * Test hooks (also over HTTP under `/_fake`, see fake-bnc-hooks): `expireWorkingKey()`,
 * `loseNextAnswer(operation, how)` (the operation is done, its answer is lost), `holdNextInTransit(operation)`
 * (no answer and nothing done until `bookInTransit()`), `receiveTransfer(...)`,
 * `operations.bcvRate`, `ledger` (charges, refunds, transfers, movements), `logOns`.
 *
 * It serves several merchants, each named by its ClientGUID, with its own master key, working key, envelope
 * references, ledger and hooks: the constructor's is the first, on which the members below and the `/_fake`
 * hooks act; `addMerchant()` adds another and answers its handle (FakeBncMerchant, with the same members).
 * The BCV rate and the shape of the movements (`operations.movementsAs`) are the bank's, the same for all.
 */
import { Server } from 'node:http';
import express, { NextFunction, Request, Response } from 'express';
import { fakeEncrypt, fakeHash } from './fake-bnc-crypto';
import { fakeBncHooks } from './fake-bnc-hooks';
import { FakeBncLedger, FakeBncNumbers, FakeBncTransfer } from './fake-bnc-ledger';
import { FakeBncMerchant, FakeBncOptions, FakeOperation, LostAnswer, OPERATIONS, TransferToReceive } from './fake-bnc-merchant';
import { FakeBncOperations, newBankWide } from './fake-bnc-operations';
import { FakeRefusal } from './fake-bnc-wire';
import { closeNow, listen } from '../fake-http-server';

export { FakeBncMerchant, LOST_ANSWERS, OPERATIONS } from './fake-bnc-merchant';
export type { FakeBncOptions, FakeOperation, LostAnswer, TransferToReceive } from './fake-bnc-merchant';

export const FAKE_BASE_PATH = '/api';

export class FakeBnc {
  /** The merchant the constructor's options name. */
  readonly firstMerchant: FakeBncMerchant;
  /** The first merchant's ledger. */
  readonly ledger: FakeBncLedger;
  /** The first merchant's operations; their `bcvRate` and `movementsAs` are the bank's, for every merchant. */
  readonly operations: FakeBncOperations;
  /** What every merchant's ledger shares: the bank's references and transaction ids, its rate and movements' shape. */
  private readonly bank = { numbers: new FakeBncNumbers(), wide: newBankWide() };
  private readonly merchants: FakeBncMerchant[];
  private server: Server | null = null;

  constructor(options: FakeBncOptions) {
    this.firstMerchant = new FakeBncMerchant(options, this.bank);
    this.merchants = [this.firstMerchant];
    this.ledger = this.firstMerchant.ledger;
    this.operations = this.firstMerchant.operations;
  }

  /** Another merchant at this bank (its own ClientGUID), with its own keys and ledger. */
  addMerchant(options: FakeBncOptions): FakeBncMerchant {
    if (this.merchantOf(options.clientGuid)) throw new Error('the fake BNC already has a merchant with this ClientGUID');
    const merchant = new FakeBncMerchant(options, this.bank);
    this.merchants.push(merchant);
    return merchant;
  }

  /** How many log-ons of the first merchant the fake answered. */
  get logOns(): number {
    return this.firstMerchant.logOns;
  }

  set logOns(count: number) {
    this.firstMerchant.logOns = count;
  }

  /** How many of the first merchant's requests were refused EPIRWK. */
  get staleKeyRefusals(): number {
    return this.firstMerchant.staleKeyRefusals;
  }

  set staleKeyRefusals(count: number) {
    this.firstMerchant.staleKeyRefusals = count;
  }

  /** The first merchant's working key of the day (FakeBncMerchant.workingKey). */
  get workingKey(): { key: string; day: string } | null {
    return this.firstMerchant.workingKey;
  }

  /** The first merchant's working key stops working (FakeBncMerchant.expireWorkingKey). */
  expireWorkingKey(): void {
    this.firstMerchant.expireWorkingKey();
  }

  /** The first merchant's next call of `operation` is done (booked) and its answer is lost this way. */
  loseNextAnswer(operation: FakeOperation, how: LostAnswer = 'reset_connection'): void {
    this.firstMerchant.loseNextAnswer(operation, how);
  }

  /** The first merchant's next call of `operation` is held in transit until `bookInTransit()` (FakeBncMerchant.holdNextInTransit). */
  holdNextInTransit(operation: FakeOperation): void {
    this.firstMerchant.holdNextInTransit(operation);
  }

  /** Runs the first merchant's calls held in transit (FakeBncMerchant.bookInTransit). */
  bookInTransit(): ReturnType<FakeBncMerchant['bookInTransit']> {
    return this.firstMerchant.bookInTransit();
  }

  /** A customer's Pago Móvil transfer to the first merchant's account. */
  receiveTransfer(transfer: TransferToReceive): FakeBncTransfer {
    return this.firstMerchant.receiveTransfer(transfer);
  }

  /** Starts listening (port 0: any free port); resolves with the base URL to configure as BNC_BASE_URL. */
  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const { server, url } = await listen(this.app(), port, host);
    this.server = server;
    return `${url}${FAKE_BASE_PATH}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    await closeNow(server);
  }

  private app(): express.Express {
    const app = express();
    app.use(express.json());
    app.use(fakeBncHooks(this));
    for (const operation of OPERATIONS) app.post(`${FAKE_BASE_PATH}/${operation}`, (req, res) => this.handle(operation, req, res));
    app.use((_error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      res.status(400).json({ status: 'KO', message: 'EPIIMSSolicitud mal formada', value: '', validation: '' });
    });
    return app;
  }

  private merchantOf(clientGuid: unknown): FakeBncMerchant | undefined {
    return this.merchants.find((merchant) => merchant.credentials.clientGuid === clientGuid);
  }

  /** Serves the call as the merchant its ClientGUID names; a ClientGUID of no merchant is refused EPICNF. */
  private handle(operation: FakeOperation, req: Request, res: Response): void {
    const envelope = (req.body ?? {}) as Record<string, unknown>;
    const merchant = this.merchantOf(envelope.ClientGUID);
    let answer: { key: string; result: object } | null;
    try {
      if (!merchant) throw new FakeRefusal('EPICNF', 'Cliente no encontrado o inactivo');
      answer = merchant.serve(operation, envelope);
    } catch (error) {
      if (!(error instanceof FakeRefusal)) throw error;
      res.json({ status: 'KO', message: `${error.code.padEnd(6)}${error.description}`, value: '', validation: '' });
      return;
    }
    if (!answer) return; // held in transit: no answer
    const json = JSON.stringify(answer.result);
    const value = fakeEncrypt(json, answer.key);
    deliver(merchant.takeLostAnswer(operation), req, res, () =>
      res.json({ status: 'OK', message: '000000Operación exitosa', value, validation: fakeHash(json) }),
    );
  }
}

/** Sends the answer, or loses it as a hook asked (what the operation booked stands either way). */
function deliver(lost: LostAnswer | undefined, req: Request, res: Response, send: () => void): void {
  if (lost === 'never_answer') return;
  if (lost === 'reset_connection') {
    req.socket.destroy();
    return;
  }
  if (lost === 'server_error') {
    res.status(500).json({ status: 'KO', message: 'Error interno' });
    return;
  }
  if (lost === 'unreadable_answer') {
    res.status(200).type('html').send('<html><body>Service temporarily rerouted</body></html>');
    return;
  }
  send();
}
