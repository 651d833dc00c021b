import { ErrorCode } from '../kit/error-codes';
import { Problem } from '../kit/problem';
import { REFUSAL_MESSAGES_ES, fieldLabelEs, fieldMessageEs } from './messages-es';
import { TypedAmount, parseTypedAmount } from './typed-amount';

/** What the page says beside a field, by the API's name for the field. */
export interface FieldMessageEs {
  field: string;
  message: string;
}

/**
 * A refusal of the API's rules, said in Spanish: its status and code, what the page says on top
 * (`detail`) and beside each field (by the API's field names). Only the refusal's codes are read
 * (its error code, and each field's name and reason): the API's English never reaches a page.
 */
export interface ApiRefusal {
  status: number;
  code: ErrorCode;
  detail: string;
  fields: FieldMessageEs[];
}

export function apiRefusalOf(problem: Problem): ApiRefusal {
  const fields = (problem.extensions.errors ?? []).map(({ field, reason }) => ({ field, message: fieldMessageEs(field, reason) }));
  return { status: problem.status, code: problem.code, detail: REFUSAL_MESSAGES_ES[problem.code], fields };
}

/** A refusal of the form's own reading (an amount it cannot read), said beside its field. */
export function formRefusal(fields: FieldMessageEs[]): ApiRefusal {
  return { status: 422, code: 'validation_error', detail: REFUSAL_MESSAGES_ES.validation_error, fields };
}

/** Runs the API's own reading of a body; its Problem, if any, becomes a refusal to show on the page. */
export function readAsTheApi<T>(read: () => T): { value: T } | { refusal: ApiRefusal } {
  try {
    return { value: read() };
  } catch (error) {
    if (error instanceof Problem) return { refusal: apiRefusalOf(error) };
    throw error;
  }
}

/** The refusal in one line: its message, then each field's the page does not show beside a field ("Monto: …"). */
export function refusalWords(refusal: ApiRefusal, shownBesideFields: ReadonlySet<string> = new Set()): string {
  const unplaced = refusal.fields.filter(({ field }) => !shownBesideFields.has(field));
  return [refusal.detail, ...unplaced.map(({ field, message }) => `${fieldLabelEs(field)}: ${message}`)].join(' ');
}

/** An amount field as typed, read once (`1.234,50`, `1234.50`…): empty is left out, as a client of the API would. */
export function typedAmountOf(typed: string): TypedAmount | null {
  return typed.trim() === '' ? null : parseTypedAmount(typed);
}

/**
 * The API's reading of a body whose amount the form read first: the amount's own refusal (in the
 * form's words) joins whatever else the API refuses.
 */
export function withAmountRefusal<T>(
  read: { value: T } | { refusal: ApiRefusal },
  amount: TypedAmount | null,
): { value: T } | { refusal: ApiRefusal } {
  if (amount === null || 'amount' in amount) return read;
  const others = 'refusal' in read ? read.refusal.fields.filter(({ field }) => field !== 'amount') : [];
  return { refusal: formRefusal([{ field: 'amount', message: amount.error }, ...others]) };
}
