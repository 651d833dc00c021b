import { dateTimeNumericEsVe } from '../kit/html/format-es-ve';
import { csvLine } from './csv';

/**
 * The export as a spreadsheet set to Spanish opens it (`format=excel`): semicolons between cells,
 * decimal commas, Spanish headers, dates `YYYY-MM-DD HH:MM` in the business's time zone. The cells
 * are the default format's, written for people; the formula rule and the quoting are the same.
 */

/** The Spanish header of each of CSV_COLUMNS, by its name. */
const HEADERS: Readonly<Record<string, string>> = {
  id: 'ID', livemode: 'Modo real', status: 'Estado', description: 'Descripción', external_id: 'Referencia interna', token: 'Token',
  created_at: 'Creada', updated_at: 'Actualizada',
  ...money('main_amount', 'Monto'),
  ...money('conversion_amount', 'Monto en bolívares'),
  ...money('rate', 'Tasa'),
  'customer.id': 'ID del cliente', 'customer.dni': 'Cédula o RIF del cliente', 'customer.email': 'Correo del cliente',
  expires_at: 'Vence', canceled_at: 'Cancelada', cancellation_reason: 'Motivo de cancelación', return_url: 'URL de regreso',
  ...money('refunded_main_amount', 'Reembolsado'),
  ...money('refunded_conversion_amount', 'Reembolsado en bolívares'),
  ...money('over_refunded_main_amount', 'Reembolsado de más'),
  ...money('over_refunded_conversion_amount', 'Reembolsado de más en bolívares'),
  'succeeded_payment_intent.id': 'ID del pago', 'succeeded_payment_intent.confirmed_at': 'Pago confirmado',
  'succeeded_payment_intent.payment_method': 'Método de pago', 'succeeded_payment_intent.type': 'Tipo de pago',
  'succeeded_payment_intent.reference_id': 'Referencia del banco',
  'pending_payment_intents.count': 'Intentos pendientes', 'rejected_payment_intents.count': 'Intentos rechazados',
  'rejected_payment_intents.decline_codes': 'Códigos de rechazo', payment_url: 'Enlace de pago',
};

function money(parent: string, label: string): Record<string, string> {
  return {
    [`${parent}.amount`]: label, [`${parent}.amount_cents`]: `${label} (céntimos)`, [`${parent}.currency_iso`]: `${label} (moneda)`,
  };
}

/** The columns whose value is a Unix time in seconds. */
const TIMES = new Set(['created_at', 'updated_at', 'expires_at', 'canceled_at', 'succeeded_payment_intent.confirmed_at']);

export function excelHeader(name: string): string {
  const header = HEADERS[name];
  if (header === undefined) throw new Error(`the CSV column ${name} has no Spanish header`);
  return header;
}

/** "19.99" → "19,99", never in exponent notation. */
function decimalComma(value: number): string {
  const text = String(value);
  return (/e/i.test(text) ? value.toFixed(8).replace(/\.?0+$/, '') : text).replace('.', ',');
}

function excelValue(name: string, value: unknown, timeZone: string): unknown {
  if (typeof value === 'number') return TIMES.has(name) ? dateTimeNumericEsVe(new Date(value * 1000), timeZone) : decimalComma(value);
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  return value;
}

export function excelHeaderLine(names: readonly string[]): string {
  return csvLine(names.map(excelHeader), ';');
}

export function excelLine(cells: readonly (readonly [name: string, value: unknown])[], timeZone: string): string {
  return csvLine(cells.map(([name, value]) => excelValue(name, value, timeZone)), ';');
}
