/**
 * The C2P codes of the bank's error table ("Tabla de Errores del Servicio") that have a name of ours, reusing
 * the other banks' names where they mean the same. 1002 (connector error), 1041 (service inactive) and 1050
 * (timeout) are not declines: the charge's outcome is unknown (see UNKNOWN_OUTCOME). Any other code becomes
 * `bdv_<code>`.
 */
const NAMED: Readonly<Record<string, string>> = {
  '1013': 'invalid_amount',
  '1014': 'payer_not_affiliated',
  '1015': 'payer_not_affiliated',
  '1026': 'duplicate_transaction',
  '1034': 'insufficient_funds',
  '1055': 'invalid_otp',
  '1056': 'invalid_payer',
  '1061': 'amount_limit_exceeded',
  '1062': 'payer_restricted',
  '1065': 'transaction_limit_exceeded',
  '1080': 'invalid_payer',
  '1091': 'issuer_unavailable',
  '1092': 'payer_not_affiliated',
  '1094': 'duplicate_transaction',
};

/** Codes after which the bank may or may not have charged: settled by the statement, never sent again. */
export const UNKNOWN_OUTCOME: readonly string[] = ['1002', '1041', '1050'];

export const APPROVED = '1000';

/** Our snake_case decline code for the bank's C2P code. */
export function declineCodeFor(code: string): string {
  const trimmed = code.trim();
  const named = NAMED[trimmed];
  if (named) return named;
  const slug = trimmed.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return slug ? `bdv_${slug}` : 'bdv_declined';
}
