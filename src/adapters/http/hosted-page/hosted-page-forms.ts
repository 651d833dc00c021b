import { ClassConstructor } from 'class-transformer';
import { FieldProblem } from '../../../domain/errors';
import { validateBody } from '../kit/validation/validate-body';
import { Problem } from '../kit/problem';
import { FormState } from '../kit/html/form-fields';
import { FIELD_RULES, FORM_HAS_ERRORS, REQUIRED, declineMessage } from './views/messages-es';
import { C2pKeyNote } from './c2p-key-note';

export const FORM_KINDS = ['c2p', 'card', 'p2p'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * Each form's element id on the page: a refused post redirects to the page at its form's fragment, so
 * that a phone opens where the message is, not at the top of a long page.
 */
export const FORM_ANCHORS: Record<FormKind, string> = { c2p: 'pagar-c2p', card: 'pagar-tarjeta', p2p: 'pagar-transferencia' };

/** The fields each form posts: the API's own names, less payment_request_id, which the token gives. */
export const FORM_FIELDS: Record<FormKind, readonly string[]> = {
  c2p: ['phone_number', 'issuer_payer_id', 'issuer_bank_id', 'otp_token'],
  card: ['card_number', 'card_customer_id', 'card_expiry_date', 'card_cvv'],
  p2p: ['phone_number', 'issuer_bank_id', 'issuer_payer_id', 'reference', 'paid_on'],
};

/** Left empty, these are not sent at all: the API's default applies (paid_on: today; no payer's id on a transfer). */
const OPTIONAL_FIELDS: Readonly<Partial<Record<FormKind, ReadonlySet<string>>>> = { p2p: new Set(['paid_on', 'issuer_payer_id']) };

/** Never written back into a page, whatever happens. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(['card_number', 'card_cvv', 'otp_token']);

const upperCaseId = (value: string) => value.replace(/\s/g, '').toUpperCase();

/**
 * What people type into a form that the API would refuse from a program: a phone with spaces or
 * dashes, a lower-case id, an expiry without its slash, a card number in groups split by dashes, a
 * transfer's reference in groups, its day written DD/MM/AAAA.
 * The API's DTO still decides what is valid.
 */
const TIDY: Readonly<Record<string, (value: string) => string>> = {
  phone_number: (value) => value.replace(/[\s\-.()]/g, ''),
  issuer_payer_id: upperCaseId,
  card_customer_id: upperCaseId,
  card_number: (value) => value.replace(/[\s-]+/g, ' '),
  card_expiry_date: (value) => {
    const compact = value.replace(/\s/g, '');
    return /^\d{4}$/.test(compact) ? `${compact.slice(0, 2)}/${compact.slice(2)}` : compact;
  },
  reference: (value) => value.replace(/[\s\-.]/g, ''),
  // A browser without a date picker lets people type the day as they write it: DD/MM/AAAA.
  paid_on: (value) => {
    const written = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value.replace(/\s/g, ''));
    return written ? `${written[3]}-${written[2].padStart(2, '0')}-${written[1].padStart(2, '0')}` : value;
  },
};

/** `required`: the field was empty; `invalid`: it did not read. */
export type FieldError = 'required' | 'invalid';

/**
 * A form given back to the customer after a post: what they typed that may be shown (never a card
 * number, CVV or OTP), what to correct, and for a decline its code.
 */
export interface FormFlash {
  kind: 'form';
  form: FormKind;
  values: Record<string, string>;
  errors: Record<string, FieldError>;
  declineCode?: string;
  /** The C2P form's: what became of the C2P key the customer asked for from it. */
  c2pKey?: C2pKeyNote;
}

/** Longer than any field can validly be: such a value is not kept (it is invalid anyway, and a cookie carries the rest). */
export const MAX_KEPT_LENGTH = 200;

export type FormReading<T> = { payment: T; typed: Record<string, unknown> } | { invalid: FormFlash };

/**
 * Validates a posted form with the API's DTO class, `payment_request_id` taken from the request the
 * token found. A field missing or malformed gives the form back with a Spanish message beside it.
 */
export function readForm<T extends object>(
  dto: ClassConstructor<T>,
  kind: FormKind,
  body: unknown,
  paymentRequestId: string,
): FormReading<T> {
  const { typed, tidied } = postedFields(kind, body);
  try {
    return { payment: validateBody(dto, { ...tidied, payment_request_id: paymentRequestId }), typed };
  } catch (error) {
    const problems = error instanceof Problem ? error.extensions.errors : undefined;
    if (!problems) throw error;
    return { invalid: formWithErrors(kind, typed, problems) };
  }
}

/** A form's fields as posted (trimmed) and as the API's DTO reads them (tidied; an optional one left empty, left out). */
export function postedFields(kind: FormKind, body: unknown): { typed: Record<string, unknown>; tidied: Record<string, unknown> } {
  const typed = pickFields(body, FORM_FIELDS[kind]);
  const tidied = Object.fromEntries(
    Object.entries(typed)
      .filter(([name, value]) => !(OPTIONAL_FIELDS[kind]?.has(name) && value === ''))
      .map(([name, value]) => [name, typeof value === 'string' && TIDY[name] ? TIDY[name](value) : value]),
  );
  return { typed, tidied };
}

/** The form as the customer left it, secrets left out, with what is wrong with each failing field. */
export function formWithErrors(kind: FormKind, typed: Record<string, unknown>, problems: readonly FieldProblem[]): FormFlash {
  const errors: Record<string, FieldError> = {};
  for (const { field } of problems) {
    const name = field.replace(/^payment\./, '');
    const value = typed[name];
    errors[name] = value === undefined || value === '' ? 'required' : 'invalid';
  }
  return { kind: 'form', form: kind, values: keptValues(typed), errors };
}

/** A declined form: what the customer typed that may be shown, and the decline's code. */
export function declinedForm(kind: FormKind, typed: Record<string, unknown>, declineCode: string): FormFlash {
  return { kind: 'form', form: kind, values: keptValues(typed), errors: {}, declineCode };
}

/** A form whose fields read but that the use case refused as they are (a transfer's day out of range): those fields to correct. */
export function formWithInvalidFields(kind: FormKind, typed: Record<string, unknown>, fields: readonly string[]): FormFlash {
  return { kind: 'form', form: kind, values: keptValues(typed), errors: Object.fromEntries(fields.map((name) => [name, 'invalid'])) };
}

/** The form as the page shows it: a Spanish message beside each field to correct, and one above. */
export function formState(flash: FormFlash): FormState {
  const errors = Object.fromEntries(
    Object.entries(flash.errors).map(([name, error]) => [name, error === 'required' ? REQUIRED : FIELD_RULES[name] ?? 'Revisa este dato.']),
  );
  // A C2P key's note is said by the form's key step (c2pKeyStep), not as an alert of the form.
  if (flash.c2pKey) return { values: flash.values, errors };
  return { values: flash.values, errors, alert: flash.declineCode ? declineMessage(flash.declineCode) : FORM_HAS_ERRORS };
}

/** What may be shown back to the customer: every text they typed except card number, CVV and OTP. */
export function keptValues(typed: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(typed).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[1].length <= MAX_KEPT_LENGTH && !SECRET_FIELDS.has(entry[0]),
    ),
  );
}

/** Strings are trimmed; anything else a form can send (a repeated field) is kept for the DTO to refuse. */
function pickFields(body: unknown, names: readonly string[]): Record<string, unknown> {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const picked: Record<string, unknown> = {};
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(source, name)) continue;
    const value = source[name];
    picked[name] = typeof value === 'string' ? value.trim() : value;
  }
  return picked;
}
