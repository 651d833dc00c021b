import { FakeAnswer } from './fake-bdv-answers';
import { FakeBdvC2p } from './fake-bdv-c2p';
import { FakeBdvConciliation } from './fake-bdv-conciliation';
import { FakeBdvLedger, FakeBdvNumbers, FakeBdvTransfer, caracasDay, centsOf } from './fake-bdv-ledger';
import { FakeBdvSuite } from './fake-bdv-suite';

/** A merchant at the fake bank: a key per product (the same value may be given for several), its phone, RIF and account. */
export interface FakeBdvOptions {
  keys: { c2p: string; conciliation: string; suite: string };
  /** 04XXXXXXXXX. */
  merchantPhone: string;
  /** J123456789. */
  merchantIdDocument: string;
  /** 20 digits, 0102…. */
  accountNumber: string;
}

export type FakeBdvFamily = keyof FakeBdvOptions['keys'];

export const FAKE_BDV_OPERATIONS = [
  'paymentkey', 'process', 'annulment', 'getMovement', 'getOutMovement', 'vuelto', 'movements', 'balance',
] as const;
export type FakeBdvOperation = (typeof FAKE_BDV_OPERATIONS)[number];

export const LOST_ANSWERS = ['reset_connection', 'never_answer', 'server_error', 'unreadable_answer'] as const;
export type LostAnswer = (typeof LOST_ANSWERS)[number];

/** A transfer a test books as received (`receiveTransfer`, `POST /_fake/transfers`). */
export interface TransferToReceive {
  reference?: string;
  payerPhone: string;
  payerBank: string;
  payerId?: string;
  /** "120.00". */
  amount: string;
  day?: string;
}

/** One merchant's products, ledger and the hooks on how its next answers go. */
export class FakeBdvMerchant {
  readonly ledger: FakeBdvLedger;
  readonly c2p: FakeBdvC2p;
  readonly conciliation: FakeBdvConciliation;
  readonly suite: FakeBdvSuite;
  private readonly lost = new Map<FakeBdvOperation, LostAnswer[]>();
  private readonly toHold = new Map<FakeBdvOperation, number>();
  private inTransit: { operation: FakeBdvOperation; run: () => FakeAnswer }[] = [];

  constructor(readonly options: FakeBdvOptions, numbers: FakeBdvNumbers) {
    this.ledger = new FakeBdvLedger(numbers);
    this.c2p = new FakeBdvC2p(this.ledger, options);
    this.conciliation = new FakeBdvConciliation(this.ledger, options);
    this.suite = new FakeBdvSuite(this.ledger, options);
  }

  /** The next call of `operation` is done (booked) and its answer is lost this way. */
  loseNextAnswer(operation: FakeBdvOperation, how: LostAnswer = 'reset_connection'): void {
    this.lost.set(operation, [...(this.lost.get(operation) ?? []), how]);
  }

  takeLostAnswer(operation: FakeBdvOperation): LostAnswer | undefined {
    return this.lost.get(operation)?.shift();
  }

  /** The next call of `operation` is held: no answer, and nothing done until `bookInTransit()` (the bank books it late). */
  holdNextInTransit(operation: FakeBdvOperation): void {
    this.toHold.set(operation, (this.toHold.get(operation) ?? 0) + 1);
  }

  /** Runs the calls held in transit now, as the bank would on their arrival; answers what each would have said. */
  bookInTransit(): object[] {
    const held = this.inTransit;
    this.inTransit = [];
    return held.map(({ run }) => run().body);
  }

  /** Runs one call now, or holds it (null). */
  serve(operation: FakeBdvOperation, run: () => FakeAnswer): FakeAnswer | null {
    const holding = this.toHold.get(operation) ?? 0;
    if (holding === 0) return run();
    this.toHold.set(operation, holding - 1);
    this.inTransit.push({ operation, run });
    return null;
  }

  /** A customer's Pago Móvil transfer to this merchant's phone; its reference is the bank's (12 digits) unless given. */
  receiveTransfer(transfer: TransferToReceive): FakeBdvTransfer {
    const booked: FakeBdvTransfer = {
      reference: transfer.reference ?? this.ledger.numbers.newReference(),
      payerPhone: transfer.payerPhone,
      payerBank: transfer.payerBank,
      // From another bank the switch passes no id: BDV writes "V" and the merchant's RIF.
      payerId: transfer.payerBank === '0102' && transfer.payerId ? transfer.payerId : `V${this.options.merchantIdDocument.slice(1)}`,
      cents: centsOf(transfer.amount),
      day: transfer.day ?? caracasDay(),
      conciliatedAt: null,
    };
    if (!/^04\d{9}$/.test(booked.payerPhone) || !/^\d{4}$/.test(booked.payerBank) || !(booked.cents > 0)) {
      throw new RangeError('a transfer needs payerPhone (04…), payerBank (4 digits) and a positive amount');
    }
    this.ledger.transfers.push(booked);
    this.ledger.book({
      day: booked.day, cents: booked.cents, incoming: true, reference: booked.reference, description: 'PAGOMOVIL RECIBIDO ',
      observation: `PAGOMOVIL BDV ${booked.payerId} CLIENTE `,
    });
    return booked;
  }
}
