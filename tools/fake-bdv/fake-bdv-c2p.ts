import { randomInt } from 'node:crypto';
import { FakeAnswer, MalformedRequest, c2pAnswer, c2pCode } from './fake-bdv-answers';
import { FakeBdvCharge, FakeBdvLedger, caracasDay, caracasTime, centsOf } from './fake-bdv-ledger';

/** Test keys that decide a charge without a `paymentkey` first; any other key must be one the bank sent. */
export const SCRIPTED_OTPS: Readonly<Record<string, string>> = {
  '12345678': '1000',
  '11111111': '1055',
  '22222222': '1034',
  '33333333': '1061',
  '44444444': '1014',
  '55555555': '1056',
  '66666666': '1065',
  '77777777': '1013',
  // Outcome unknown to the caller: 1050 charged (the bank timed out answering), 1002 and 1041 charged nothing.
  '10500000': '1050',
  '10020000': '1002',
  '10410000': '1041',
};

/** Switches for what the sources disagree on. */
export interface FakeBdvC2pRules {
  /** `one`: exactly one decimal (ArmorPay); `one_or_two` (default): 1 or 2 decimals (the manual, production clients). */
  amountDecimals: 'one' | 'one_or_two';
  /** The OTP's JSON type: `string` (the manual) or `integer` (ArmorPay's report). */
  otpType: 'string' | 'integer';
  /** `""` (production manual) or null (QA) in the account and balance fields of an approval. */
  emptyFields: '' | null;
  /** Whether the multiple-accounts paths need `commerceNumberInstrument` (every client sends it; the example omits it). */
  requireCommercePhone: boolean;
}

export const DEFAULT_C2P_RULES: FakeBdvC2pRules = { amountDecimals: 'one_or_two', otpType: 'string', emptyFields: '', requireCommercePhone: true };

const DOCUMENT = /^[VEJPG]\d{6,9}$/;
const PHONE = /^04\d{9}$/;
const KEY_SECONDS = 300;

/** `paymentkey`, `process` and `annulment` of one merchant at the fake bank. */
export class FakeBdvC2p {
  rules: FakeBdvC2pRules = { ...DEFAULT_C2P_RULES };

  constructor(
    private readonly ledger: FakeBdvLedger,
    private readonly merchant: { merchantPhone: string; merchantIdDocument: string },
  ) {}

  paymentKey(body: Record<string, unknown>): FakeAnswer {
    const document = body.customerDocumentId;
    if (typeof document !== 'string') throw new MalformedRequest();
    if (!DOCUMENT.test(document)) return c2pCode('1080');
    const phone = typeof body.customerNumberInstrument === 'string' ? body.customerNumberInstrument : '';
    const otp = String(randomInt(10_000_000, 100_000_000));
    this.ledger.keys.push({ otp, payerId: document, payerPhone: phone, expiresAt: Date.now() + KEY_SECONDS * 1000 });
    return c2pAnswer('1000', 'Proceso finalizado');
  }

  process(body: Record<string, unknown>, multipleAccounts: boolean): FakeAnswer {
    const { customerDocumentId: payerId, customerNumberInstrument: payerPhone, customerBankCode: payerBank, amount } = body;
    if (typeof payerId !== 'string' || typeof payerPhone !== 'string' || typeof payerBank !== 'string' || typeof amount !== 'string') {
      throw new MalformedRequest();
    }
    const otp = this.rules.otpType === 'string' ? body.otp : Number.isInteger(body.otp) ? String(body.otp) : undefined;
    if (typeof otp !== 'string' || body.coinType !== 'VES' || body.operationType !== 'CELE') return c2pCode('1030');
    if (multipleAccounts && this.rules.requireCommercePhone && typeof body.commerceNumberInstrument !== 'string') return c2pCode('1030');
    if (multipleAccounts && body.commerceNumberInstrument !== undefined && body.commerceNumberInstrument !== this.merchant.merchantPhone) {
      return c2pCode('1062');
    }
    if (!DOCUMENT.test(payerId)) return c2pCode('1080');
    if (!PHONE.test(payerPhone) || !/^\d{4}$/.test(payerBank)) return c2pCode('1030');
    const decimals = this.rules.amountDecimals === 'one' ? /^\d+\.\d$/ : /^\d+\.\d{1,2}$/;
    if (!decimals.test(amount) || centsOf(amount) <= 0) return c2pCode('1013');
    const code = this.codeFor(otp, payerId, payerPhone);
    const cents = centsOf(amount);
    const charge: FakeBdvCharge = {
      reference: null, endToEndId: null, code, cents, payerId, payerPhone, payerBank, day: caracasDay(), annulled: false,
    };
    this.ledger.charges.push(charge);
    if (code !== '1000' && code !== '1050') return c2pCode(code);
    charge.reference = this.ledger.numbers.newReference();
    charge.endToEndId = this.endToEndId(payerBank, payerPhone, charge.reference);
    this.ledger.book({
      cents, incoming: true, reference: charge.reference, description: 'OPERACION PAGOMOVIL C2P ',
      observation: `PAGOMOVIL BDV ${payerId} CLIENTE `,
    });
    if (code === '1050') return c2pCode(code);
    const empty = this.rules.emptyFields;
    return c2pCode('1000', {
      date: charge.day, endToEndId: charge.endToEndId, cuenta: empty, saldoDisponible: empty, cuentaDivisa: empty,
      saldoCuentaDivisa: empty, referencia: charge.reference,
    });
  }

  annulment(body: Record<string, unknown>): FakeAnswer {
    if (typeof body.endToEndId !== 'string') throw new MalformedRequest();
    const charge = this.ledger.charges.find((candidate) => candidate.endToEndId === body.endToEndId);
    // Undocumented: the fake's own answers for an unknown charge (1030), a second annulment (1094), another day's (1030).
    if (!charge || charge.day !== caracasDay()) return c2pCode('1030');
    if (charge.annulled) return c2pCode('1094');
    charge.annulled = true;
    this.ledger.refunds.push({
      kind: 'annulment', of: body.endToEndId, cents: charge.cents, payeePhone: charge.payerPhone, payeeBank: charge.payerBank,
      payeeId: charge.payerId, day: caracasDay(), consulted: 0,
    });
    this.ledger.book({
      cents: charge.cents, incoming: false, reference: this.ledger.numbers.newReference(), description: 'REVERSO PAGOMOVIL C2P ',
      observation: `ANULACION C2P ${charge.reference ?? ''} `,
    });
    const empty = this.rules.emptyFields;
    return c2pAnswer('1000', 'reverso realizada', {
      date: caracasDay(), endToEndId: empty, cuenta: empty, saldoDisponible: empty, cuentaDivisa: empty, saldoCuentaDivisa: empty,
      referencia: null,
    });
  }

  /** A scripted key's code; else a key the bank sent this payer, unexpired (used once), or 1055. */
  private codeFor(otp: string, payerId: string, payerPhone: string): string {
    if (SCRIPTED_OTPS[otp]) return SCRIPTED_OTPS[otp];
    const index = this.ledger.keys.findIndex((key) =>
      key.otp === otp && key.payerId === payerId && (key.payerPhone === '' || key.payerPhone === payerPhone) && key.expiresAt > Date.now());
    if (index < 0) return '1055';
    this.ledger.keys.splice(index, 1);
    return '1000';
  }

  /** bank4 + bank4 + operation3 + the merchant's RIF digits (10) + the payer's phone + YYYYMMDD + HHMMSS + reference12. */
  private endToEndId(payerBank: string, payerPhone: string, reference: string): string {
    const rif = this.merchant.merchantIdDocument.slice(1).padStart(10, '0').slice(-10);
    return `0102${payerBank}405${rif}${payerPhone}${caracasDay().replace(/-/g, '')}${caracasTime()}${reference}`;
  }
}
