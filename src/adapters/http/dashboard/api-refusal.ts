import { ErrorCode } from '../kit/error-codes';
import { Problem } from '../kit/problem';
import { REFUSAL_MESSAGES_ES, fieldLabelEs, fieldMessageEs } from './messages-es';

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

/** A refusal of a form's reading (FormReader), said beside each field. */
export function formRefusal(fields: FieldMessageEs[]): ApiRefusal {
  return { status: 422, code: 'validation_error', detail: REFUSAL_MESSAGES_ES.validation_error, fields };
}

/** The refusal in one line: its message, then each field's the page does not show beside a field ("Monto: …"). */
export function refusalWords(refusal: ApiRefusal, shownBesideFields: ReadonlySet<string> = new Set()): string {
  const unplaced = refusal.fields.filter(({ field }) => !shownBesideFields.has(field));
  return [refusal.detail, ...unplaced.map(({ field, message }) => `${fieldLabelEs(field)}: ${message}`)].join(' ');
}
