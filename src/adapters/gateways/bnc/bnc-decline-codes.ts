/**
 * The bank's refusal codes that have a name of ours, reusing Mercantil's names where they mean the same
 * (the bank's documentation, "Códigos y mensajes de error"). Its G codes follow ISO 8583 response codes;
 * G13, G25 and G94 (amount, record not found, duplicate) are not in its published extract and are read as
 * ISO 8583 says, as the local fake answers them: check them against the bank before going live.
 * Any other code becomes `bnc_<code>`.
 */
const NAMED: Record<string, string> = {
  G13: 'invalid_amount',
  G25: 'charge_not_found',
  G94: 'duplicate_transaction',
  G51: 'insufficient_funds',
  G55: 'invalid_otp',
  G61: 'amount_limit_exceeded',
  G65: 'transaction_limit_exceeded',
  G80: 'invalid_payer',
  G62: 'payer_restricted',
  G14: 'payer_not_affiliated',
  G41: 'payer_not_affiliated',
  G43: 'payer_not_affiliated',
  G52: 'payer_not_affiliated',
  // Communication problems between the banks: the bank moved nothing, the customer may try again.
  G05: 'issuer_unavailable',
  G12: 'issuer_unavailable',
  G91: 'issuer_unavailable',
  G96: 'issuer_unavailable',
};

/** Our snake_case decline code for the bank's code. */
export function declineCodeFor(code: string): string {
  const trimmed = code.trim().toUpperCase();
  const named = NAMED[trimmed] ?? NAMED[trimmed.slice(0, 3)];
  if (named) return named;
  const slug = trimmed.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return slug ? `bnc_${slug}` : 'bnc_declined';
}
