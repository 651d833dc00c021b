import { reveals } from './secret-scan';

/**
 * The payers of the bank suites' fixtures, in every form a bank or a form writes them: the phones
 * (11 digits, 58 and 10 digits, 10 digits) and the national ids (with and without the letter).
 */
const FIXTURE_PAYERS = [
  '04141234567', '584141234567', '4141234567',
  '04241234567', '584241234567', '4241234567',
  '04147654321', '584147654321', '4147654321',
  'V12345678', 'V-12345678', '12345678',
];

/**
 * The payer data `text` names, of the fixtures' payers and `more` (a test's transfer references):
 * none may reach a log line. The merchant's own phone and RIF are not payer data.
 */
export function payerDataIn(text: string, more: readonly string[] = []): string[] {
  return [...FIXTURE_PAYERS, ...more].filter((value) => reveals(text, value));
}
