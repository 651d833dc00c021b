import { BusinessCalendar } from '../../../../application/business-calendar';
import { DEFAULT_PAGE_SIZE, ListPaymentRequestsQuery, MAX_PAGE, MAX_PAGE_SIZE } from '../../../../application/payment-requests/list-payment-requests';
import { PAYMENT_REQUEST_STATUSES } from '../../../../domain/payment-request';
import type { JsonSchema } from '../../kit/openapi/types';
import { badRequest } from '../../kit/problem';
import { QueryParameter, oneOf, plainParameter, queryOf, wholeNumber } from '../../kit/validation/query-table';
import { PLAIN_TEXT_PATTERN, isPlainText } from '../../kit/validation/rules';

/** The list's filters; the merchant comes from the key. */
export type ListFilters = Omit<ListPaymentRequestsQuery, 'owner'>;

function text(name: string, maxLength: number, description: string): QueryParameter<string | undefined> {
  const schema = { type: 'string', minLength: 1, maxLength, pattern: PLAIN_TEXT_PATTERN };
  const parse = (value: string) => (value.length > 0 && value.length <= maxLength && isPlainText(value) ? value : null);
  return plainParameter(name, { description, schema }, parse, `1 to ${maxLength} printable characters`);
}

const DAY: JsonSchema = { type: 'string', format: 'date', description: 'A calendar day, `YYYY-MM-DD`.' };
const DAY_OR_RANGE = 'created_at must be one day (created_at=YYYY-MM-DD) or a range (created_at[start]=YYYY-MM-DD and/or created_at[end]=YYYY-MM-DD), not both.';

const createdAt: QueryParameter<ListFilters['createdOn']> = {
  name: 'created_at',
  style: 'deepObject',
  explode: true,
  description:
    'Creation day in the business time zone (`BUSINESS_TIME_ZONE`, America/Caracas by default). Either one day, `created_at=2026-01-15`, or an inclusive range, ' +
    '`created_at[start]=2026-01-01&created_at[end]=2026-01-31`, where either end may be left out. Not both forms at once; an impossible date or a start after the end is a 400.',
  schema: { oneOf: [DAY, { type: 'object', properties: { start: DAY, end: DAY }, minProperties: 1, additionalProperties: false }] },
  examples: { day: { summary: 'One day', value: '2026-01-15' }, range: { summary: 'A range', value: { start: '2026-01-01', end: '2026-01-31' } } },
  read({ created_at: value }) {
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
  },
};

function date(value: unknown, name: string): string {
  if (typeof value !== 'string' || !BusinessCalendar.isValidDate(value)) {
    throw badRequest(`${name} must be a real calendar day written YYYY-MM-DD.`);
  }
  return value;
}

/** The list's query string, documented and read from this one table. */
export const LIST_QUERY = queryOf({
  limit: wholeNumber('limit', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, 'Page size, written as 1 to 7 digits.'),
  page: wholeNumber('page', MAX_PAGE, 1, 'Page number, written as 1 to 7 digits; a page past the end gives `data: []`.'),
  status: oneOf('status', PAYMENT_REQUEST_STATUSES),
  customerDni: text('customer_dni', 64, 'Only requests of the customer with exactly this dni.'),
  customerEmail: text('customer_email', 254, 'Only requests of the customer with this e-mail, compared case-insensitively.'),
  createdOn: createdAt,
});
