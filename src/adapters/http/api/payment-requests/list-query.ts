import { BusinessCalendar } from '../../../../application/business-calendar';
import {
  DEFAULT_PAGE_SIZE, ListPaymentRequestsQuery, MAX_PAGE, MAX_PAGE_SIZE,
} from '../../../../application/payment-requests/list-payment-requests';
import { canonicalDni } from '../../../../domain/customer';
import { PAYMENT_REQUEST_STATUSES } from '../../../../domain/payment-requests';
import type { JsonSchema } from '../../kit/openapi/types';
import { badParameter } from '../../kit/problem';
import { QueryParameter, oneOf, plainParameter, queryOf, wholeNumber } from '../../kit/validation/query-table';
import { PLAIN_TEXT_PATTERN, isFreeText, isPlainText } from '../../kit/validation/rules';
import { EXTERNAL_ID_LENGTH, EXTERNAL_ID_MAX_LENGTH } from './payment-request.dto';

/** The list's filters; the merchant comes from the key. */
export type ListFilters = Omit<ListPaymentRequestsQuery, 'owner'>;

function text(name: string, maxLength: number, description: string): QueryParameter<string | undefined> {
  const schema = { type: 'string', minLength: 1, maxLength, pattern: PLAIN_TEXT_PATTERN };
  const parse = (value: string) => (value.length > 0 && value.length <= maxLength && isPlainText(value) ? value : null);
  return plainParameter(name, { description, schema }, parse, `1 to ${maxLength} printable characters`);
}

/** A customer's dni, in the one form it is stored in: `V-20987654` finds the customer created as `V20987654`, and the other way round. */
function customerDni(): QueryParameter<string | undefined> {
  const exactly = text(
    'customer_dni',
    64,
    'Only requests of the customer with exactly this dni; `V-20987654` and `V20987654` are the same customer.',
  );
  return { ...exactly, read: (query) => mapDefined(exactly.read(query), canonicalDni) };
}

const mapDefined = <T, U>(value: T | undefined, map: (value: T) => U): U | undefined => (value === undefined ? undefined : map(value));

/** The create body's rule for external_id (its length counted the same way), as a filter. */
const externalId = plainParameter(
  'external_id',
  {
    description:
      'Only requests created with exactly this `external_id` (the merchant\'s own reference): no prefixes, no wildcards, case kept.',
    schema: { type: 'string', minLength: 1, maxLength: EXTERNAL_ID_MAX_LENGTH, pattern: PLAIN_TEXT_PATTERN },
  },
  (value) => (isFreeText(value, EXTERNAL_ID_LENGTH) ? value : null),
  `1 to ${EXTERNAL_ID_MAX_LENGTH} printable characters, like the external_id of a created request`,
);

const DAY: JsonSchema = { type: 'string', format: 'date', description: 'A calendar day, `YYYY-MM-DD`.' };
const DAY_OR_RANGE = 'must be one day (created_at=YYYY-MM-DD) or a range (created_at[start]=YYYY-MM-DD ' +
  'and/or created_at[end]=YYYY-MM-DD), not both';

const createdAt: QueryParameter<ListFilters['createdOn']> = {
  name: 'created_at',
  style: 'deepObject',
  explode: true,
  description:
    'Creation day in the business time zone (`BUSINESS_TIME_ZONE`, America/Caracas by default). Either one day, `created_at=2026-01-15`, ' +
    'or an inclusive range, `created_at[start]=2026-01-01&created_at[end]=2026-01-31`, where either end may be left out. Not both forms ' +
    'at once; an impossible date or a start after the end is a 400.',
  schema: { oneOf: [DAY, { type: 'object', properties: { start: DAY, end: DAY }, minProperties: 1, additionalProperties: false }] },
  read({ created_at: value }) {
    if (value === undefined) return undefined;
    if (typeof value === 'string') {
      const day = date(value, 'created_at');
      return { start: day, end: day };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badParameter('created_at', 'invalid', DAY_OR_RANGE);
    const range = value as Record<string, unknown>;
    const keys = Object.keys(range);
    const notARange = keys.length === 0 || keys.some((key) => key !== 'start' && key !== 'end');
    if (notARange) throw badParameter('created_at', 'invalid', DAY_OR_RANGE);
    const start = range.start === undefined ? undefined : date(range.start, 'created_at[start]');
    const end = range.end === undefined ? undefined : date(range.end, 'created_at[end]');
    if (start && end && start > end) throw badParameter('created_at[start]', 'out_of_order', 'must not be after created_at[end]');
    return { start, end };
  },
};

function date(value: unknown, name: string): string {
  if (typeof value !== 'string' || !BusinessCalendar.isValidDate(value)) {
    throw badParameter(name, 'invalid', 'must be a real calendar day written YYYY-MM-DD');
  }
  return value;
}

/** The list's query string, documented and read from this one table. */
export const LIST_QUERY = queryOf({
  limit: wholeNumber('limit', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, 'Page size, written as 1 to 7 digits.'),
  page: wholeNumber('page', MAX_PAGE, 1, 'Page number, written as 1 to 7 digits; a page past the end gives `data: []`.'),
  status: oneOf('status', PAYMENT_REQUEST_STATUSES),
  customerDni: customerDni(),
  customerEmail: text('customer_email', 254, 'Only requests of the customer with this e-mail, compared case-insensitively.'),
  externalId,
  paymentLinkId: text(
    'payment_link_id',
    80,
    'Only requests customers created through this payment link (`plink_…`); an id no link of this merchant has finds none.',
  ),
  createdOn: createdAt,
});
