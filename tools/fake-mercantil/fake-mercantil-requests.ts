import { MercantilCipher } from '../../src/adapters/gateways/mercantil/mercantil-cipher';
import { Decision, decideCard, decideC2p } from './fake-mercantil-rules';

/** A refusal the way the bank writes one: a 4xx with `error_list`. */
export class Refusal extends Error {
  constructor(readonly errorCode: string, readonly description: string, readonly status = 400) {
    super(description);
  }
}

/** A charge request as the fake bank understood it. */
export interface ChargeRequest {
  invoiceNumber: string;
  amount: number;
  /** The payer's phone (C2P) or the card's last four digits. */
  payer: string;
  decision: Decision;
}

/** An `anulacion` or `vuelto` as the fake bank understood it. */
export interface RefundRequest {
  kind: 'anulacion' | 'vuelto';
  invoiceNumber: string;
  amount: number;
  /** The payee's phone (vuelto), else empty. */
  payer: string;
  /** The payment reference of the charge to void (anulacion), else null. */
  voids: string | null;
}

/** Reads charge requests as the bank would: required fields, formats, and encrypted fields decrypted with the merchant's secret. */
export class FakeMercantilRequests {
  private readonly cipher: MercantilCipher;

  constructor(secretKey: string, private readonly merchantPhone: string) {
    this.cipher = new MercantilCipher(secretKey);
  }

  c2p(t: Record<string, unknown> | undefined): ChargeRequest {
    if (!t || t.trx_type !== 'compra' || t.payment_method !== 'c2p' || t.currency !== 'ves') throw new Refusal('99', 'transaction_c2p incompleta');
    const payerId = this.decrypt(t.destination_id, 'destination_id');
    const payer = this.decrypt(t.destination_mobile_number, 'destination_mobile_number');
    const origin = this.decrypt(t.origin_mobile_number, 'origin_mobile_number');
    const otp = this.decrypt(t.twofactor_auth, 'twofactor_auth');
    if (!/^[VEJGPC]\d{5,10}$/.test(payerId)) throw new Refusal('99', 'destination_id inválido');
    if (!/^58\d{10}$/.test(payer) || origin !== this.merchantPhone) throw new Refusal('99', 'Número de teléfono inválido');
    if (typeof t.destination_bank_id !== 'number' || !Number.isInteger(t.destination_bank_id)) throw new Refusal('99', 'destination_bank_id inválido');
    return { invoiceNumber: invoiceOf(t), amount: amountOf(t), payer, decision: decideC2p(otp) };
  }

  /** An anulacion names the charge by `payment_reference`; a vuelto names its payee. Neither carries an OTP. */
  refund(t: Record<string, unknown> | undefined): RefundRequest {
    const kind = t?.trx_type === 'anulacion' || t?.trx_type === 'vuelto' ? (t.trx_type as RefundRequest['kind']) : null;
    if (!t || !kind || t.currency !== 'ves') throw new Refusal('99', 'transaction_c2p incompleta');
    if (t.payment_method !== (kind === 'vuelto' ? 'p2p' : 'c2p')) throw new Refusal('99', 'payment_method inválido');
    if (!isBlank(t.twofactor_auth)) throw new Refusal('99', 'twofactor_auth no aplica');
    const origin = this.decrypt(t.origin_mobile_number, 'origin_mobile_number');
    if (origin !== this.merchantPhone) throw new Refusal('99', 'Número de teléfono inválido');
    const base = { kind, invoiceNumber: invoiceOf(t), amount: amountOf(t) };
    if (kind === 'anulacion') {
      if (isBlank(t.payment_reference)) throw new Refusal('99', 'payment_reference requerido');
      if (!isBlank(t.destination_id)) this.decrypt(t.destination_id, 'destination_id');
      if (!isBlank(t.destination_mobile_number)) this.decrypt(t.destination_mobile_number, 'destination_mobile_number');
      return { ...base, payer: '', voids: String(t.payment_reference).trim() };
    }
    if (!/^[VEJGPC]\d{5,10}$/.test(this.decrypt(t.destination_id, 'destination_id'))) throw new Refusal('99', 'destination_id inválido');
    const payer = this.decrypt(t.destination_mobile_number, 'destination_mobile_number');
    if (!/^58\d{10}$/.test(payer)) throw new Refusal('99', 'Número de teléfono inválido');
    if (!Number.isInteger(t.destination_bank_id)) throw new Refusal('99', 'destination_bank_id inválido');
    return { ...base, payer, voids: null };
  }

  card(t: Record<string, unknown> | undefined): ChargeRequest {
    if (!t || t.trx_type !== 'compra' || (t.payment_method !== 'tdc' && t.payment_method !== 'tdd') || t.currency !== 'ves') throw new Refusal('99', 'transaction incompleta');
    const cardNumber = String(t.card_number ?? '');
    if (!/^\d{12,19}$/.test(cardNumber)) throw new Refusal('14', 'Número de tarjeta inválido');
    if (!/^\d{4}\/(0[1-9]|1[0-2])$/.test(String(t.expiration_date))) throw new Refusal('99', 'expiration_date inválida');
    if (!/^[VEJGPC]\d{5,10}$/.test(String(t.customer_id))) throw new Refusal('99', 'customer_id inválido');
    const cvv = this.decrypt(t.cvv, 'cvv');
    return { invoiceNumber: invoiceOf(t), amount: amountOf(t), payer: cardNumber.slice(-4), decision: decideCard(cardNumber, cvv) };
  }

  /** A field encrypted as the bank writes it in its answers. */
  encrypt(plain: string): string {
    return this.cipher.encrypt(plain);
  }

  /** The plain text of an encrypted field; a field that does not decrypt with the secret is refused. */
  decrypt(value: unknown, field: string): string {
    try {
      if (typeof value !== 'string' || value === '') throw new Error();
      return this.cipher.decrypt(value);
    } catch {
      throw new Refusal('99', `${field}: dato cifrado inválido`);
    }
  }
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

function invoiceOf(t: Record<string, unknown>): string {
  if (typeof t.invoice_number !== 'string' || t.invoice_number.trim() === '') throw new Refusal('99', 'invoice_number requerido');
  return t.invoice_number;
}

function amountOf(t: Record<string, unknown>): number {
  const amount = t.amount;
  // 75.1 * 100 is 7509.999… in floating point: whole cents are judged with a tolerance.
  const wholeCents = typeof amount === 'number' && Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6;
  if (typeof amount !== 'number' || !(amount > 0) || !wholeCents) throw new Refusal('99', 'Monto inválido');
  return amount;
}
