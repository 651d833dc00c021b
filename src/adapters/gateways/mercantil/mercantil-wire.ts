import { Money } from '../../../domain/money';
import { MobilePhone } from '../../../domain/payer';
import { MercantilSettings } from './mercantil-settings';

/**
 * The payer's address and agent are not known to the gateway ports, so every call sends these
 * placeholders (as the bank's own samples do); README, "Going live with Banco Mercantil".
 */
const CLIENT_IDENTIFY = { ipaddress: '127.0.0.1', browser_agent: 've-payments', mobile: { manufacturer: 'unknown' } } as const;

/** The two blocks every request body starts with. */
export function identify(settings: MercantilSettings) {
  return {
    merchant_identify: { integratorId: settings.integratorId, merchantId: settings.merchantId, terminalId: settings.terminalId },
    client_identify: CLIENT_IDENTIFY,
  };
}

/** 04141234567 → 584141234567, the bank's way of writing a mobile number. */
export function bankPhone(phone: MobilePhone): string {
  return `58${phone.slice(1)}`;
}

/** VES with two decimals as a JSON number (2548.65), as the bank's samples send it. */
export function bankAmount(amount: Money): number {
  return Number(amount.toDecimalString());
}

/** The bank's code as a number: 0134 → 134. */
export function bankId(code: string): number {
  return Number.parseInt(code, 10);
}

/** A card's expiry as the bank writes it: YYYY/MM. */
export function bankExpiry(month: number, year: number): string {
  return `${year}/${String(month).padStart(2, '0')}`;
}

/** A day in Venezuela (UTC-4 all year, no daylight saving) as YYYY-MM-DD. */
export function bankDate(at: Date): string {
  return new Date(at.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);
}
