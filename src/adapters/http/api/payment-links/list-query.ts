import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from '../../../../application/payment-requests/list-payment-requests';
import { queryOf, wholeNumber } from '../../kit/validation/query-table';

/** The links list pages exactly as the payment requests list does. */
export const LINKS_QUERY = queryOf({
  limit: wholeNumber('limit', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, 'Page size, written as 1 to 7 digits.'),
  page: wholeNumber('page', MAX_PAGE, 1, 'Page number, written as 1 to 7 digits; a page past the end gives `data: []`.'),
});

export type LinksPage = { limit: number; page: number };
