/**
 * An amount as a person types it on the dashboard, read once into the JSON number the API takes:
 * `1234`, `1234.50`, `1234,50`, `1.234,50` (Venezuelan grouping) and `1,234.50` all read as 1234.5.
 * A lone group of three digits after one separator (`1.234`, `1,234`) could be a thousand or a
 * fraction, so it is refused with a question rather than guessed.
 */
export type TypedAmount = { amount: number } | { error: string };

export const AMOUNT_AMBIGUOUS_ES =
  'No está claro si es un monto con miles o con decimales: escríbelo sin separador de miles, por ejemplo 1234 o 1234,50.';
export const AMOUNT_INVALID_ES = 'Escribe un monto en USD con números, por ejemplo 1.234,50 o 1234,50.';

const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/;
const DOT_GROUPS = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;
const COMMA_GROUPS = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;
const ONE_GROUP = /^\d{1,3}[.,]\d{3}$/;

export function parseTypedAmount(typed: string): TypedAmount {
  const text = typed.trim();
  if (text.length > 24) return { error: AMOUNT_INVALID_ES };
  if (ONE_GROUP.test(text)) return { error: AMOUNT_AMBIGUOUS_ES };
  const match = PLAIN.exec(text) ?? DOT_GROUPS.exec(text) ?? COMMA_GROUPS.exec(text);
  if (!match) return { error: AMOUNT_INVALID_ES };
  const whole = match[1].replace(/[.,]/g, '');
  return { amount: Number(`${whole}.${match[2] ?? '0'}`) };
}
