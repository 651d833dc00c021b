import { randomBytes } from 'node:crypto';
import { fakeDecrypt, fakeHash } from './fake-bnc-crypto';
import { FakeBncLedger, FakeBncNumbers, FakeBncTransfer, caracasDay } from './fake-bnc-ledger';
import { FakeBncAccount, FakeBncBankWide, FakeBncOperations } from './fake-bnc-operations';
import { FakeRefusal } from './fake-bnc-wire';

export interface FakeBncOptions extends FakeBncAccount {
  clientGuid: string;
  masterKey: string;
}

export const LOST_ANSWERS = ['reset_connection', 'never_answer', 'server_error', 'unreadable_answer'] as const;
export type LostAnswer = (typeof LOST_ANSWERS)[number];

export const OPERATIONS = [
  'Auth/LogOn', 'MobPayment/SendC2P', 'MobPayment/ReverseC2P', 'MobPayment/SendP2P',
  'Position/ValidateP2P', 'Position/History', 'Position/HistoryByDate', 'Services/BCVRates',
] as const;
export type FakeOperation = (typeof OPERATIONS)[number];

/** A transfer a customer sent to the merchant, as a test books it (`receiveTransfer`, `POST /_fake/transfers`). */
export type TransferToReceive = Parameters<FakeBncOperations['receive']>[0];

/**
 * One merchant at the fake bank, named by its ClientGUID: its master key and daily working key, the
 * envelope references it used, its own ledger, and the hooks on how its next answers go.
 */
export class FakeBncMerchant {
  readonly ledger: FakeBncLedger;
  readonly operations: FakeBncOperations;
  /** How many of this merchant's log-ons the fake answered. */
  logOns = 0;
  /** How many of this merchant's requests were refused EPIRWK. */
  staleKeyRefusals = 0;
  private issuedKey: { key: string; day: string } | null = null;
  private readonly references = new Map<string, string>();
  private readonly lostAnswers = new Map<FakeOperation, LostAnswer[]>();
  private readonly toHold = new Map<FakeOperation, number>();
  private inTransit: { operation: FakeOperation; inner: Record<string, unknown> }[] = [];

  constructor(readonly credentials: FakeBncOptions, bank: { numbers: FakeBncNumbers; wide: FakeBncBankWide }) {
    this.ledger = new FakeBncLedger(bank.numbers);
    this.operations = new FakeBncOperations(this.ledger, credentials, bank.wide);
  }

  /** The working key this merchant's log-on was given, null before it or once expired (a test looks for it where it must not be). */
  get workingKey(): { key: string; day: string } | null {
    return this.issuedKey;
  }

  /** The current working key stops working: the next call with it is refused EPIRWK, and the next log-on gets a new one. */
  expireWorkingKey(): void {
    this.issuedKey = null;
  }

  /** This merchant's next call of `operation` is done (booked) and its answer is lost this way. */
  loseNextAnswer(operation: FakeOperation, how: LostAnswer = 'reset_connection'): void {
    this.lostAnswers.set(operation, [...(this.lostAnswers.get(operation) ?? []), how]);
  }

  /**
   * This merchant's next call of `operation` is held in transit: the caller hears nothing, and nothing is
   * done or booked until `bookInTransit()` (a payout the bank books late).
   */
  holdNextInTransit(operation: FakeOperation): void {
    this.toHold.set(operation, (this.toHold.get(operation) ?? 0) + 1);
  }

  /** Runs the calls held in transit now, as the bank would on their arrival: what each answered, or the code it was refused with. */
  bookInTransit(): ({ answered: object } | { refused: string })[] {
    const held = this.inTransit;
    this.inTransit = [];
    return held.map(({ operation, inner }) => {
      try {
        return { answered: this.run(operation, inner) };
      } catch (error) {
        if (error instanceof FakeRefusal) return { refused: error.code };
        throw error;
      }
    });
  }

  /** A customer's Pago Móvil transfer to this merchant's account. */
  receiveTransfer(transfer: TransferToReceive): FakeBncTransfer {
    return this.operations.receive(transfer);
  }

  /** How the answer to this call of `operation`, once done, is lost; undefined when it is sent. */
  takeLostAnswer(operation: FakeOperation): LostAnswer | undefined {
    return this.lostAnswers.get(operation)?.shift();
  }

  /** Opens and runs one call: the clear answer and the key to encrypt it with; null when it is held in transit; or throws a FakeRefusal. */
  serve(operation: FakeOperation, envelope: Record<string, unknown>): { key: string; result: object } | null {
    const key = operation === 'Auth/LogOn' ? this.credentials.masterKey : this.currentKey();
    const inner = this.open(envelope, key, operation);
    const holding = this.toHold.get(operation) ?? 0;
    if (holding > 0) {
      this.toHold.set(operation, holding - 1);
      this.inTransit.push({ operation, inner });
      return null;
    }
    return { key, result: this.run(operation, inner) };
  }

  private currentKey(): string {
    if (!this.issuedKey || this.issuedKey.day !== caracasDay()) {
      this.staleKeyRefusals += 1;
      throw new FakeRefusal('EPIRWK', 'Petición denegada, debe refrescar el WorkingKey');
    }
    return this.issuedKey.key;
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
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) {
      throw new FakeRefusal('EPIIMS', 'El modelo no cumple las validaciones');
    }
    return inner as Record<string, unknown>;
  }

  private run(operation: FakeOperation, inner: Record<string, unknown>): object {
    switch (operation) {
      case 'Auth/LogOn': return this.logOn(inner);
      case 'MobPayment/SendC2P': return this.operations.sendC2P(inner);
      case 'MobPayment/ReverseC2P': return this.operations.reverseC2P(inner);
      case 'MobPayment/SendP2P': return this.operations.sendP2P(inner);
      case 'Position/ValidateP2P': return this.operations.validateP2P(inner);
      case 'Position/History': return this.operations.history(inner);
      case 'Position/HistoryByDate': return this.operations.historyByDate(inner);
      case 'Services/BCVRates': return this.operations.bcvRate;
    }
  }

  /** The day's working key: the same one all day, until midnight in Caracas or `expireWorkingKey()`. */
  private logOn(inner: Record<string, unknown>): object {
    if (inner.ClientGUID !== this.credentials.clientGuid) throw new FakeRefusal('EPICNF', 'Cliente no encontrado o inactivo');
    this.logOns += 1;
    if (!this.issuedKey || this.issuedKey.day !== caracasDay()) {
      this.issuedKey = { key: randomBytes(16).toString('hex').toUpperCase(), day: caracasDay() };
    }
    return { WorkingKey: this.issuedKey.key };
  }
}
