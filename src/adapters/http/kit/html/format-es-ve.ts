import { ExchangeRate, Money } from '../../../../domain/money';

/**
 * "4726.81" → "4.726,81": Venezuelan grouping and decimal comma, worked on the decimal string so that
 * no amount ever passes through a binary float. At least two decimals.
 */
export function decimalEsVe(decimal: string): string {
  const [whole, fraction = ''] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${fraction.padEnd(2, '0')}`;
}

/** "Bs. 4.726,81" or "USD 19,99". */
export function moneyEsVe(money: Money): string {
  const symbol = money.currency === 'VES' ? 'Bs.' : money.currency;
  return `${symbol} ${decimalEsVe(money.toDecimalString())}`;
}

/** "Bs. 236,4587 por USD 1". */
export function rateEsVe(rate: ExchangeRate): string {
  return `Bs. ${decimalEsVe(rate.toDecimalString())} por ${rate.base} 1`;
}

/** "21 de noviembre de 2026 a las 10:48 p. m. VET": with the zone, for a customer who may be elsewhere. */
export function dateTimeWithZoneEsVe(instant: Date, timeZone: string): string {
  return formatterOf(WITH_ZONE, timeZone, () => ({
    timeZone, day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short',
  })).format(instant);
}

/** "21 de noviembre de 2026, 10:48 p. m." in the business's time zone. */
export function dateTimeEsVe(instant: Date, timeZone: string): string {
  return formatterOf(LONG, timeZone, () => ({ timeZone, dateStyle: 'long', timeStyle: 'short' })).format(instant);
}

/** `YYYY-MM-DD HH:MM` of an instant in `timeZone`: a date and time a spreadsheet reads as one. */
export function dateTimeNumericEsVe(instant: Date, timeZone: string): string {
  const formatter = formatterOf(NUMERIC, timeZone, () => ({
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }));
  const parts = Object.fromEntries(formatter.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

// Building an Intl.DateTimeFormat costs far more than using one (a list page formats 50 dates):
// one per style and time zone, made on first use.
const WITH_ZONE = new Map<string, Intl.DateTimeFormat>();
const NUMERIC = new Map<string, Intl.DateTimeFormat>();
const LONG = new Map<string, Intl.DateTimeFormat>();

function formatterOf(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: () => Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('es-VE', options());
    cache.set(timeZone, formatter);
  }
  return formatter;
}
