import { MercantilError } from './mercantil-client';

/**
 * The bank's refusal codes that have a name of ours. The codes follow ISO 8583 response codes,
 * which the local fake uses too; check them against the bank's error table before going live
 * (docs/banks-mercantil.md, "Going live with Banco Mercantil"). Any other code becomes `mercantil_<code>`.
 */
const NAMED: Record<string, string> = {
  '05': 'card_declined',
  '13': 'invalid_amount',
  '14': 'invalid_card_number',
  '25': 'charge_not_found',
  '51': 'insufficient_funds',
  '54': 'expired_card',
  '55': 'invalid_otp',
  '61': 'amount_limit_exceeded',
  '94': 'duplicate_transaction',
};

/** Our snake_case decline code for the bank's first error. */
export function declineCodeFor(errors: MercantilError[]): string {
  const code = errors[0]?.code.trim() ?? '';
  const named = NAMED[code] ?? NAMED[code.replace(/^0+(?=\d\d$)/, '')];
  if (named) return named;
  const slug = code.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return slug ? `mercantil_${slug}` : 'mercantil_declined';
}
