import { DEFAULT_DELIVERY_PAGE_SIZE, MAX_DELIVERY_PAGE_SIZE } from '../../../../application/webhooks/list-webhook-deliveries';
import { queryOf, wholeNumber } from '../../kit/validation/query-table';

/** `limit` alone, documented and read from this one table. */
export const DELIVERIES_QUERY = queryOf({
  limit: wholeNumber('limit', MAX_DELIVERY_PAGE_SIZE, DEFAULT_DELIVERY_PAGE_SIZE, 'How many, written as 1 to 7 digits.'),
});

export type DeliveriesQuery = ReturnType<typeof DELIVERIES_QUERY.parse>;
