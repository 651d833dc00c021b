import { FakeBncLedger, FakeBncTransfer, caracasDay } from './fake-bnc-ledger';
import { FakeRefusal, authorizationOf, bankOf, bankText, centsOf, dayOf, invalidModel, phoneOf, rowOf } from './fake-bnc-wire';

export interface FakeBncAccount {
  terminal: string;
  accountNumber: string;
  merchantPhone: string;
  merchantIdDocument: string;
}

/** What the bank answers every merchant alike. */
export interface FakeBncBankWide {
  bcvRate: { PriceRateBCV: number; dtRate: string };
  /**
   * How History and HistoryByDate answer: a bare list of movements, or (as the bank's v4.1
   * documentation writes it) a dictionary keyed by the account number.
   */
  movementsAs: 'list' | 'dictionary';
}

export function newBankWide(): FakeBncBankWide {
  return { bcvRate: { PriceRateBCV: 36.6642, dtRate: '07/08/2024' }, movementsAs: 'list' };
}

/**
 * The tokens (OTPs) the fake's SendC2P knows; any other token is refused G55 (wrong token). The G codes are the
 * bank's documented ones (G51, G55, G61, G14, G80); they follow ISO 8583 response codes.
 */
export const TOKENS: Record<string, { code: string; description: string } | null> = {
  '123456': null,
  '12345678': null,
  '111111': { code: 'G55', description: 'Clave de pago (token) inválida' },
  '222222': { code: 'G51', description: 'Fondos insuficientes' },
  '333333': { code: 'G61', description: 'Excede el límite de montos diarios' },
  '444444': { code: 'G14', description: 'Pagador no afiliado a Pago Móvil' },
  '555555': { code: 'G80', description: 'Cédula inválida del pagador' },
};

/**
 * The operations of the API (its documentation's names), on one merchant's ledger. Each answers the clear `value`
 * or throws a FakeRefusal.
 */
export class FakeBncOperations {
  constructor(
    private readonly ledger: FakeBncLedger,
    private readonly account: FakeBncAccount,
    private readonly bank: FakeBncBankWide = newBankWide(),
  ) {}

  /** The BCV rate BCVRates answers, the same to every merchant of the bank. */
  get bcvRate(): FakeBncBankWide['bcvRate'] {
    return this.bank.bcvRate;
  }

  set bcvRate(rate: FakeBncBankWide['bcvRate']) {
    this.bank.bcvRate = rate;
  }

  /** How History and HistoryByDate answer, to every merchant of the bank (FakeBncBankWide.movementsAs). */
  get movementsAs(): FakeBncBankWide['movementsAs'] {
    return this.bank.movementsAs;
  }

  set movementsAs(shape: FakeBncBankWide['movementsAs']) {
    this.bank.movementsAs = shape;
  }

  sendC2P(inner: Record<string, unknown>): object {
    const cents = centsOf(inner.Amount);
    const debtorPhone = phoneOf(inner.DebtorCellPhone);
    const debtorBank = bankOf(inner.DebtorBankCode);
    if (typeof inner.DebtorID !== 'string' || !/^[VEJGPC]\d{5,10}$/.test(inner.DebtorID)) throw invalidModel('DebtorID');
    if (String(inner.Terminal) !== this.account.terminal) throw invalidModel('Terminal');
    const decline = TOKENS[String(inner.Token)] === undefined ? TOKENS['111111'] : TOKENS[String(inner.Token)];
    const attempt = { idTransaction: this.ledger.newIdTransaction(), cents, debtorPhone, debtorId: inner.DebtorID, debtorBank, reversedBy: null };
    if (decline) {
      this.ledger.charges.push({ ...attempt, reference: null, declined: decline.code });
      throw new FakeRefusal(decline.code, decline.description);
    }
    const charge = { ...attempt, reference: this.ledger.newReference(), declined: null };
    this.ledger.charges.push(charge);
    this.ledger.book({
      cents, incoming: true, code: '387', type: 'C2P Pago Movil BNC C2PPAG', concept: 'PAGO MOVIL C2P', bankCode: bankText(debtorBank),
      referenceA: charge.reference, referenceB: debtorPhone, referenceC: this.account.merchantPhone, referenceD: String(charge.idTransaction),
    });
    return { IdTransaction: charge.idTransaction, Reference: charge.reference };
  }

  reverseC2P(inner: Record<string, unknown>): object {
    const cents = centsOf(inner.Amount);
    if (String(inner.Terminal) !== this.account.terminal) throw invalidModel('Terminal');
    const charge = this.ledger.charges.find((candidate) => candidate.idTransaction === Number(inner.IdTransactionToReverse) && candidate.reference !== null);
    if (!charge) throw new FakeRefusal('G25', 'Transacción no encontrada');
    if (charge.reversedBy) throw new FakeRefusal('G94', 'La transacción ya fue reversada');
    if (cents > charge.cents) throw new FakeRefusal('G13', 'Monto inválido');
    if (!charge.reference) throw new FakeRefusal('G25', 'Transacción no encontrada');
    charge.reversedBy = this.ledger.newReference();
    this.ledger.refunds.push({ kind: 'reversal', reference: charge.reversedBy, cents, of: String(charge.idTransaction), description: '' });
    this.ledger.book({
      cents, incoming: false, code: '389', type: 'Reverso C2P Pago Movil BNC', concept: 'REVERSO C2P', bankCode: bankText(charge.debtorBank),
      referenceA: charge.reversedBy, referenceB: charge.reference, referenceC: charge.debtorPhone, referenceD: String(charge.idTransaction),
    });
    return { Reference: charge.reversedBy };
  }

  sendP2P(inner: Record<string, unknown>): object {
    const cents = centsOf(inner.Amount);
    const phone = phoneOf(inner.BeneficiaryCellPhone);
    const bank = bankOf(inner.BeneficiaryBankCode);
    const operationRef = typeof inner.OperationRef === 'string' ? inner.OperationRef : '';
    if (operationRef.length > 20) throw invalidModel('OperationRef');
    if (typeof inner.BeneficiaryID !== 'string' || !/^[VEJGPC]\d{5,10}$/.test(inner.BeneficiaryID)) throw invalidModel('BeneficiaryID');
    const description = typeof inner.Description === 'string' ? inner.Description : '';
    if (description === '' || description.length > 100) throw invalidModel('Description');
    const earlier = operationRef === '' ? undefined : this.ledger.refunds.find((refund) => refund.kind === 'payout' && refund.of === operationRef);
    if (earlier) return { Reference: earlier.reference, AuthorizationCode: authorizationOf(earlier.reference), SwAlreadySent: true };
    if (cents > this.ledger.balanceCents()) throw new FakeRefusal('G51', 'Fondos insuficientes');
    const reference = this.ledger.newReference();
    this.ledger.refunds.push({ kind: 'payout', reference, cents, of: operationRef, description });
    this.ledger.book({
      cents, incoming: false, code: '488', type: 'P2P Pago Movil BNC P2PENV', concept: description, bankCode: bankText(bank),
      referenceA: reference, referenceB: phone, referenceC: this.account.merchantPhone, referenceD: '',
    });
    return { Reference: reference, AuthorizationCode: authorizationOf(reference), SwAlreadySent: false };
  }

  validateP2P(inner: Record<string, unknown>): object {
    this.checkAccount(inner);
    const cents = centsOf(inner.Amount);
    const phone = phoneOf(inner.PhoneNumber);
    const bank = bankOf(inner.BankCode);
    const reference = String(inner.Reference ?? '');
    const day = dayOf(inner.RequestDate);
    if (!/^\d{1,20}$/.test(reference) || !day) throw invalidModel('Reference/RequestDate');
    const found = this.ledger.transfers.find((transfer) =>
      transfer.payerPhone === phone && transfer.payerBank === bank && transfer.day === day && transfer.cents === cents && transfer.reference.endsWith(reference));
    if (!found) {
      return { MovementExists: false, Date: '', ControlNumber: '', Amount: 0.0, BankCode: '', Code: '', Concept: '', Type: '', BalanceDelta: '', ReferenceA: '', ReferenceB: '', ReferenceC: '', ReferenceD: '' };
    }
    const movement = this.ledger.movements.find((candidate) => candidate.incoming && candidate.referenceA === found.reference);
    return { MovementExists: true, ...(movement ? rowOf(movement) : {}) };
  }

  history(inner: Record<string, unknown>): object {
    this.checkAccount(inner);
    const today = caracasDay();
    const days = [0, 1, 2].map((back) => new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10));
    return this.listed(this.ledger.movements.filter((movement) => days.includes(movement.day)).map(rowOf));
  }

  historyByDate(inner: Record<string, unknown>): object {
    this.checkAccount(inner);
    const start = dayOf(inner.StartDate);
    const end = dayOf(inner.EndDate);
    if (!start || !end) throw invalidModel('StartDate/EndDate');
    return this.listed(this.ledger.movements.filter((movement) => movement.day >= start && movement.day <= end).map(rowOf));
  }

  private listed(rows: object[]): object {
    return this.movementsAs === 'list' ? rows : { [this.account.accountNumber]: rows };
  }

  /** A customer's Pago Móvil transfer to the merchant's account. */
  receive(transfer: { reference?: string; payerPhone: string; payerBankCode: string; amount: number | string; day?: string }): FakeBncTransfer {
    const booked = {
      reference: transfer.reference ?? this.ledger.newReference(),
      payerPhone: phoneOf(String(transfer.payerPhone).replace(/^\+?58|^0/, '58')),
      payerBank: bankOf(transfer.payerBankCode),
      cents: centsOf(Number(transfer.amount)),
      day: transfer.day ?? caracasDay(),
    };
    this.ledger.transfers.push(booked);
    this.ledger.book({
      day: booked.day, cents: booked.cents, incoming: true, code: '388', type: 'P2P Pago Movil recibido', concept: 'PAGO MOVIL RECIBIDO',
      bankCode: bankText(booked.payerBank), referenceA: booked.reference, referenceB: booked.payerPhone, referenceC: this.account.merchantPhone, referenceD: '',
    });
    return booked;
  }

  private checkAccount(inner: Record<string, unknown>): void {
    if (inner.ClientID !== this.account.merchantIdDocument || inner.AccountNumber !== this.account.accountNumber) {
      throw new FakeRefusal('EPIONA', 'Sin permisos para la cuenta');
    }
  }
}
