import { parseMobilePhone, parseNationalId } from '../../domain/payer';
import { CredentialRefused } from './bank-connector';

export type AccountHolderField = 'merchant_phone' | 'merchant_id_document' | 'account_number';

/** Who holds the account at the bank: its Pago Móvil phone (04XXXXXXXXX), its RIF without a dash, its 20-digit account. */
export interface AccountHolder {
  phone: string;
  idDocument: string;
  accountNumber: string;
}

/**
 * The merchant's phone, RIF and account as a bank's credentials give them, each read or the first that does not
 * read refused, its message naming it as `nameOf` says. `bank`: the 4-digit code every account there starts with.
 */
export function readAccountHolder(
  given: (field: AccountHolderField) => string,
  nameOf: (field: AccountHolderField) => string,
  bank: { code: string; name: string },
): AccountHolder | CredentialRefused {
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
  if (!new RegExp(`^${bank.code}\\d{16}$`).test(accountNumber)) {
    return { refused: 'account_number', message: `${nameOf('account_number')} must be the 20-digit ${bank.name} account (${bank.code}…)` };
  }
  return { phone, idDocument: id.replace('-', ''), accountNumber };
}
