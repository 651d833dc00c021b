import { CheckoutMethod, CheckoutOutcome } from '../../observability/service-metrics';

const CHECKOUT_ROUTES: Record<string, CheckoutMethod> = {
  '/api/v1/checkouts/c2p': 'c2p',
  '/api/v1/checkouts/credit_card': 'credit_or_debit_card',
};

/**
 * How a checkout answer counts in `checkouts_total`; null for anything that is not a checkout, and
 * for answers given before the checkout was considered at all (401 without a valid key, 429).
 */
export function checkoutOutcome(route: string, status: number, problemCode: string | undefined): { method: CheckoutMethod; outcome: CheckoutOutcome } | null {
  const method = CHECKOUT_ROUTES[route];
  if (!method || status === 401 || status === 429) return null;
  return { method, outcome: outcomeOf(status, problemCode) };
}

function outcomeOf(status: number, problemCode: string | undefined): CheckoutOutcome {
  if (status >= 200 && status < 300) return 'approved';
  if (status === 402) return 'declined';
  if (status === 404) return 'not_found';
  if (problemCode === 'payment_request_not_payable') return 'not_payable';
  if (status === 400 || status === 413 || status === 415 || status === 422) return 'invalid';
  return 'error';
}
