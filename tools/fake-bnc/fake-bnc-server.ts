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
 * `loseNextAnswer(operation, how)` (the operation is done, its answer is lost), `receiveTransfer(...)`,
 * `operations.bcvRate`, `ledger` (charges, refunds, transfers, movements), `logOns`.
 */
import { randomBytes } from 'node:crypto';
import { Server } from 'node:http';
import { AddressInfo } from 'node:net';
import express, { NextFunction, Request, Response } from 'express';
import { fakeDecrypt, fakeEncrypt, fakeHash } from './fake-bnc-crypto';
import { fakeBncHooks } from './fake-bnc-hooks';
import { FakeBncLedger, caracasDay } from './fake-bnc-ledger';
import { FakeBncAccount, FakeBncOperations, FakeRefusal } from './fake-bnc-operations';

export interface FakeBncOptions extends FakeBncAccount {
  clientGuid: string;
  masterKey: string;
}

export const LOST_ANSWERS = ['reset_connection', 'never_answer', 'server_error', 'unreadable_answer'] as const;
export type LostAnswer = (typeof LOST_ANSWERS)[number];

export const OPERATIONS = ['Auth/LogOn', 'MobPayment/SendC2P', 'MobPayment/ReverseC2P', 'MobPayment/SendP2P', 'Position/ValidateP2P', 'Position/History', 'Position/HistoryByDate', 'Services/BCVRates'] as const;
export type FakeOperation = (typeof OPERATIONS)[number];

export const FAKE_BASE_PATH = '/api';

export class FakeBnc {
  readonly ledger = new FakeBncLedger();
  readonly operations: FakeBncOperations;
  /** How many log-ons the fake answered. */
  logOns = 0;
  /** How many requests were refused EPIRWK. */
  staleKeyRefusals = 0;
  private workingKey: { key: string; day: string } | null = null;
  private readonly references = new Map<string, string>();
  private readonly lostAnswers = new Map<FakeOperation, LostAnswer[]>();
  private server: Server | null = null;

  constructor(private readonly options: FakeBncOptions) {
    this.operations = new FakeBncOperations(this.ledger, options);
  }

  /** The current working key stops working: the next call with it is refused EPIRWK, and the next log-on gets a new one. */
  expireWorkingKey(): void {
    this.workingKey = null;
  }

  /** The next call of `operation` is done (booked) and its answer is lost this way. */
  loseNextAnswer(operation: FakeOperation, how: LostAnswer = 'reset_connection'): void {
    this.lostAnswers.set(operation, [...(this.lostAnswers.get(operation) ?? []), how]);
  }

  receiveTransfer(transfer: Parameters<FakeBncOperations['receive']>[0]) {
    return this.operations.receive(transfer);
  }

  /** Starts listening (port 0: any free port); resolves with the base URL to configure as BNC_BASE_URL. */
  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const server = this.app().listen(port, host);
    await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
    this.server = server;
    return `http://${host}:${(server.address() as AddressInfo).port}${FAKE_BASE_PATH}`;
  }

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
    app.use(fakeBncHooks(this));
    for (const operation of OPERATIONS) app.post(`${FAKE_BASE_PATH}/${operation}`, (req, res) => this.handle(operation, req, res));
    app.use((_error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      res.status(400).json({ status: 'KO', message: 'EPIIMSSolicitud mal formada', value: '', validation: '' });
    });
    return app;
  }

  private handle(operation: FakeOperation, req: Request, res: Response): void {
    const envelope = (req.body ?? {}) as Record<string, unknown>;
    let key: string;
    let result: object;
    try {
      if (envelope.ClientGUID !== this.options.clientGuid) throw new FakeRefusal('EPICNF', 'Cliente no encontrado o inactivo');
      key = operation === 'Auth/LogOn' ? this.options.masterKey : this.currentKey();
      const inner = this.open(envelope, key, operation);
      result = this.run(operation, inner);
    } catch (error) {
      if (!(error instanceof FakeRefusal)) throw error;
      res.json({ status: 'KO', message: `${error.code.padEnd(6)}${error.description}`, value: '', validation: '' });
      return;
    }
    const json = JSON.stringify(result);
    this.deliver(operation, req, res, () => res.json({ status: 'OK', message: '000000Operación exitosa', value: fakeEncrypt(json, key), validation: fakeHash(json) }));
  }

  private currentKey(): string {
    if (!this.workingKey || this.workingKey.day !== caracasDay()) {
      this.staleKeyRefusals += 1;
      throw new FakeRefusal('EPIRWK', 'Petición denegada, debe refrescar el WorkingKey');
    }
    return this.workingKey.key;
  }

  /** The clear request, once its key, hash and reference pass. */
  private open(envelope: Record<string, unknown>, key: string, operation: FakeOperation): Record<string, unknown> {
    const value = envelope.Value ?? envelope.value;
    if (typeof value !== 'string' || value === '') throw new FakeRefusal('EPIIMS', 'El modelo no cumple las validaciones: Value');
    let clear: string;
    try {
      clear = fakeDecrypt(value, key);
    } catch {
      if (operation === 'Auth/LogOn') throw new FakeRefusal('EPICNF', 'Cliente no encontrado o inactivo');
      this.staleKeyRefusals += 1;
      throw new FakeRefusal('EPIRWK', 'Petición denegada, debe refrescar el WorkingKey');
    }
    if (envelope.Validation !== fakeHash(clear)) throw new FakeRefusal('EPIHV', 'Hash de la petición inválido');
    const reference = typeof envelope.Reference === 'string' ? envelope.Reference : '';
    if (reference !== '') {
      const day = caracasDay();
      if (this.references.get(reference) === day) throw new FakeRefusal('EPIDUP', 'Referencia repetida en el día');
      this.references.set(reference, day);
    }
    const inner: unknown = JSON.parse(clear);
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) throw new FakeRefusal('EPIIMS', 'El modelo no cumple las validaciones');
    return inner as Record<string, unknown>;
  }

  private run(operation: FakeOperation, inner: Record<string, unknown>): object {
    switch (operation) {
      case 'Auth/LogOn':
        if (inner.ClientGUID !== this.options.clientGuid) throw new FakeRefusal('EPICNF', 'Cliente no encontrado o inactivo');
        this.logOns += 1;
        if (!this.workingKey || this.workingKey.day !== caracasDay()) this.workingKey = { key: randomBytes(16).toString('hex').toUpperCase(), day: caracasDay() };
        return { WorkingKey: this.workingKey.key };
      case 'MobPayment/SendC2P': return this.operations.sendC2P(inner);
      case 'MobPayment/ReverseC2P': return this.operations.reverseC2P(inner);
      case 'MobPayment/SendP2P': return this.operations.sendP2P(inner);
      case 'Position/ValidateP2P': return this.operations.validateP2P(inner);
      case 'Position/History': return this.operations.history(inner);
      case 'Position/HistoryByDate': return this.operations.historyByDate(inner);
      case 'Services/BCVRates': return this.operations.bcvRate;
    }
  }

  /** Sends the answer, or loses it as a hook asked (what the operation booked stands either way). */
  private deliver(operation: FakeOperation, req: Request, res: Response, send: () => void): void {
    const lost = this.lostAnswers.get(operation)?.shift();
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
}
