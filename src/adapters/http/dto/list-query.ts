import { BusinessCalendar } from '../../../application/business-calendar';
import { DEFAULT_PAGE_SIZE, ListPaymentRequestsQuery, MAX_PAGE, MAX_PAGE_SIZE } from '../../../application/list-payment-requests';
import { PAYMENT_REQUEST_STATUSES, PaymentRequestStatus } from '../../../domain/payment-request';
import { badRequest } from '../problem';
import { isPlainText } from './rules';

const ALLOWED = new Set(['limit', 'page', 'customer_dni', 'customer_email', 'status', 'created_at']);

/** The list's filters; the merchant comes from the key. */
export type ListFilters = Omit<ListPaymentRequestsQuery, 'merchantId'>;

/** Reads list filters from an extended (qs) query object; anything unreadable is a 400. */
export function parseListQuery(query: Record<string, unknown>): ListFilters {
  for (const name of Object.keys(query)) {
    if (!ALLOWED.has(name)) throw badRequest(`Unknown query parameter ${JSON.stringify(name)}; allowed: ${[...ALLOWED].join(', ')}.`);
  }
  return {
    limit: integer(query, 'limit', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    page: integer(query, 'page', 1, MAX_PAGE) ?? 1,
    status: status(query),
    customerDni: text(query, 'customer_dni', 64),
    customerEmail: text(query, 'customer_email', 254),
    createdOn: createdOn(query.created_at),
  };
}

/** The parameter's one plain value; given twice or as an object, a 400. */
export function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be given once, as a plain value.`);
  return value;
}

/** A whole number written as 1 to 7 digits, within [min, max]; anything else, a 400. */
export function integer(query: Record<string, unknown>, name: string, min: number, max: number): number | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,7}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw badRequest(`${name} must be a whole number from ${min} to ${max}.`);
  }
  return Number(value);
}

function status(query: Record<string, unknown>): PaymentRequestStatus | undefined {
  const value = single(query, 'status');
  if (value === undefined) return undefined;
  if (!(PAYMENT_REQUEST_STATUSES as readonly string[]).includes(value)) {
    throw badRequest(`status must be one of ${PAYMENT_REQUEST_STATUSES.join(', ')}.`);
  }
  return value as PaymentRequestStatus;
}

function text(query: Record<string, unknown>, name: string, maxLength: number): string | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (value.length === 0 || value.length > maxLength || !isPlainText(value)) {
    throw badRequest(`${name} must be 1 to ${maxLength} printable characters.`);
  }
  return value;
}

const DAY_OR_RANGE = 'created_at must be one day (created_at=YYYY-MM-DD) or a range (created_at[start]=YYYY-MM-DD and/or created_at[end]=YYYY-MM-DD), not both.';

function createdOn(value: unknown): ListPaymentRequestsQuery['createdOn'] {
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    const day = date(value, 'created_at');
    return { start: day, end: day };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(DAY_OR_RANGE);
  const range = value as Record<string, unknown>;
  const keys = Object.keys(range);
  if (keys.length === 0 || keys.some((key) => key !== 'start' && key !== 'end')) throw badRequest(DAY_OR_RANGE);
  const start = range.start === undefined ? undefined : date(range.start, 'created_at[start]');
  const end = range.end === undefined ? undefined : date(range.end, 'created_at[end]');
  if (start && end && start > end) throw badRequest('created_at[start] must not be after created_at[end].');
  return { start, end };
}

function date(value: unknown, name: string): string {
  if (typeof value !== 'string' || !BusinessCalendar.isValidDate(value)) {
    throw badRequest(`${name} must be a real calendar day written YYYY-MM-DD.`);
  }
  return value;
}
