import { Money } from '../../domain/money';
import { MobilePhone } from '../../domain/payer';

/** How Venezuelan banks' APIs write Pago Móvil fields; each bank's wire module re-exports what it uses. */

/** 04141234567 → 584141234567, the banks' way of writing a mobile number. */
export function bankPhone(phone: MobilePhone): string {
  return `58${phone.slice(1)}`;
}

/** VES with two decimals as a JSON number (2548.65), as the banks' samples send it. */
export function bankAmount(amount: Money): number {
  return Number(amount.toDecimalString());
}

/** A bank's code as a number: 0134 → 134 (as the banks' samples send it, e.g. BNC's `DebtorBankCode: 191`). */
export function bankId(code: string): number {
  return Number.parseInt(code, 10);
}
