/**
 * Where the page answers otherwise than the error-code table says, on purpose. Every other status
 * the page sends comes from that table (ERROR_CODES), by code.
 */
export const PAGE_STATUS = {
  /** Paid: back to the page by GET (post/redirect/get), which shows the receipt. */
  paid: 303,
  /** The bank did not answer (the API's 502 payment_outcome_unknown): the page says "procesando" and reloads itself. */
  processing: 202,
  /** Already paid, being confirmed or canceled (the API's 422): the page shows the request as it now is. */
  notPayable: 409,
} as const;
