import { readAccountHolder } from '../account-holder-credentials';
import { CredentialRefused, isRefused } from '../bank-connector';

/**
 * As whom the adapters speak to BDV: the deployment's own account (BDV_* settings) or a merchant's. The bank
 * issues one API key per product; it may give the same value for several (then it is given twice).
 */
export interface BdvCredentials {
  /** `BankMobilePaymentC2P/*`: the C2P key request, charge and annulment. */
  c2pApiKey: string;
  /** `getMovement`: received Pago Móvil transfers. */
  conciliationApiKey: string;
  /** Movements, balance, `vuelto` payouts and `getOutMovement`. */
  suiteApiKey: string;
  /** The merchant's Pago Móvil phone as the bank writes it (04XXXXXXXXX): it selects the credited account. */
  merchantPhone: string;
  /** The merchant's RIF as the bank writes it (J123456789). */
  merchantIdDocument: string;
  /** The merchant's 20-digit BDV account (0102…), whose movements and balance are read. */
  accountNumber: string;
}

export type BdvCredentialField =
  | 'c2p_api_key' | 'conciliation_api_key' | 'suite_api_key' | 'merchant_phone' | 'merchant_id_document' | 'account_number';

/** Each credential's field, as a merchant sends it, and its setting, as the deployment gives its own. */
export const BDV_CREDENTIAL_SETTINGS: Readonly<Record<BdvCredentialField, string>> = {
  c2p_api_key: 'BDV_C2P_API_KEY',
  conciliation_api_key: 'BDV_CONCILIATION_API_KEY',
  suite_api_key: 'BDV_SUITE_API_KEY',
  merchant_phone: 'BDV_MERCHANT_PHONE',
  merchant_id_document: 'BDV_MERCHANT_ID_DOCUMENT',
  account_number: 'BDV_ACCOUNT_NUMBER',
};

/** An API key as the bank prints them: letters and digits, no spaces (they travel in a header). */
const API_KEY = /^[A-Za-z0-9._~+/=-]{8,200}$/;

/**
 * The credentials, each given (not blank), read into their type; the first that does not read is refused,
 * its message naming it as `nameOf` says (the setting's name, or the merchant's field). Never repeats a key.
 */
export function readBdvCredentials(
  value: (field: BdvCredentialField) => string | undefined,
  nameOf: (field: BdvCredentialField) => string,
): BdvCredentials | CredentialRefused {
  const given = (field: BdvCredentialField) => value(field) as string;
  for (const field of ['c2p_api_key', 'conciliation_api_key', 'suite_api_key'] as const) {
    if (!API_KEY.test(given(field))) {
      return { refused: field, message: `${nameOf(field)} must be the API key the bank issued: 8 to 200 letters or digits, no spaces` };
    }
  }
  const holder = readAccountHolder(given, nameOf, { code: '0102', name: 'BDV' });
  if (isRefused(holder)) return holder;
  return {
    c2pApiKey: given('c2p_api_key'),
    conciliationApiKey: given('conciliation_api_key'),
    suiteApiKey: given('suite_api_key'),
    merchantPhone: holder.phone,
    merchantIdDocument: holder.idDocument,
    accountNumber: holder.accountNumber,
  };
}
