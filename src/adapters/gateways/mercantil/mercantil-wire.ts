import { MercantilSettings } from './mercantil-settings';

/**
 * The payer's address and agent are not known to the gateway ports, so every call sends these
 * placeholders (as the bank's own samples do); docs/banks-mercantil.md, "Going live with Banco Mercantil".
 */
const CLIENT_IDENTIFY = { ipaddress: '127.0.0.1', browser_agent: 've-payments', mobile: { manufacturer: 'unknown' } } as const;

/** The two blocks every request body starts with. */
export function identify(settings: MercantilSettings) {
  return {
    merchant_identify: { integratorId: settings.integratorId, merchantId: settings.merchantId, terminalId: settings.terminalId },
    client_identify: CLIENT_IDENTIFY,
  };
}

export { bankAmount, bankId, bankPhone } from '../pago-movil-wire';

/** A card's expiry as the bank writes it: YYYY/MM. */
export function bankExpiry(month: number, year: number): string {
  return `${year}/${String(month).padStart(2, '0')}`;
}

/** A day in Venezuela (UTC-4 all year, no daylight saving) as YYYY-MM-DD. */
export function bankDate(at: Date): string {
  return new Date(at.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);
}
