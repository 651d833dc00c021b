import { parseMobilePhone, parseNationalId } from '../../../domain/payer';
import { CredentialRefused } from '../bank-connector';

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
  const phone = parseMobilePhone(given('merchant_phone'));
  if (!phone) {
    const message = `${nameOf('merchant_phone')} must be a Venezuelan mobile number: 04XXXXXXXXX, 58XXXXXXXXXX or +58XXXXXXXXXX`;
    return { refused: 'merchant_phone', message };
  }
  const id = parseNationalId(given('merchant_id_document').toUpperCase());
  if (!id) {
    const message = `${nameOf('merchant_id_document')} must be a RIF: a letter V, E, J, G, P or C, then 5 to 10 digits`;
    return { refused: 'merchant_id_document', message };
  }
  const accountNumber = given('account_number');
  if (!/^0191\d{16}$/.test(accountNumber)) {
    return { refused: 'account_number', message: `${nameOf('account_number')} must be the 20-digit BNC account (0191…)` };
  }
  return {
    clientGuid: given('client_guid'),
    masterKey: given('master_key'),
    terminal: given('terminal'),
    accountNumber,
    merchantPhone: `58${phone.slice(1)}`,
    merchantIdDocument: id.replace('-', ''),
  };
}
