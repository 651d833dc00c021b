import { readAccountHolder } from '../account-holder-credentials';
import { CredentialRefused, isRefused } from '../bank-connector';

/** As whom the adapters speak to BNC: the deployment's own account (BNC_* settings) or a merchant's. */
export interface BncCredentials {
  clientGuid: string;
  /** Encrypts only the daily log-on; never logged. */
  masterKey: string;
  terminal: string;
  /** The merchant's 20-digit BNC account, whose movements are read. */
  accountNumber: string;
  /** The merchant's own mobile number as the bank writes it: 58XXXXXXXXXX. */
  merchantPhone: string;
  /** The merchant's RIF as the bank writes a ClientID: J123456789. */
  merchantIdDocument: string;
}

export type BncCredentialField = 'client_guid' | 'master_key' | 'terminal' | 'account_number' | 'merchant_phone' | 'merchant_id_document';

/** Each credential's field, as a merchant sends it, and its setting, as the deployment gives its own. */
export const BNC_CREDENTIAL_SETTINGS: Readonly<Record<BncCredentialField, string>> = {
  client_guid: 'BNC_CLIENT_GUID',
  master_key: 'BNC_MASTER_KEY',
  terminal: 'BNC_TERMINAL',
  account_number: 'BNC_ACCOUNT_NUMBER',
  merchant_phone: 'BNC_MERCHANT_PHONE',
  merchant_id_document: 'BNC_MERCHANT_ID_DOCUMENT',
};

/**
 * The credentials, each given (not blank), read into their type; the first that does not read is refused,
 * its message naming it as `nameOf` says (the setting's name, or the merchant's field).
 */
export function readBncCredentials(
  value: (field: BncCredentialField) => string | undefined,
  nameOf: (field: BncCredentialField) => string,
): BncCredentials | CredentialRefused {
  const given = (field: BncCredentialField) => value(field) as string;
  const holder = readAccountHolder(given, nameOf, { code: '0191', name: 'BNC' });
  if (isRefused(holder)) return holder;
  return {
    clientGuid: given('client_guid'),
    masterKey: given('master_key'),
    terminal: given('terminal'),
    accountNumber: holder.accountNumber,
    merchantPhone: `58${holder.phone.slice(1)}`,
    merchantIdDocument: holder.idDocument,
  };
}
