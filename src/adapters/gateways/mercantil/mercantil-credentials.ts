import { parseMobilePhone, parseNationalId } from '../../../domain/payer';
import { CredentialRefused } from '../bank-connector';

/** As whom the adapters speak to Banco Mercantil: the deployment's own account (MERCANTIL_* settings) or a merchant's. */
export interface MercantilCredentials {
  clientId: string;
  secretKey: string;
  integratorId: string;
  merchantId: string;
  terminalId: string;
  /** The merchant's own mobile number as the bank writes it: 58XXXXXXXXXX. */
  merchantPhone: string;
  /**
   * The merchant's RIF as payers type it to send a Pago Móvil (J-123456789); required to verify reported
   * transfers (P2P_GATEWAY=mercantil, or an account taking p2p), else absent.
   */
  merchantIdDocument?: string;
}

export type MercantilCredentialField =
  'client_id' | 'secret_key' | 'integrator_id' | 'merchant_id' | 'terminal_id' | 'merchant_phone' | 'merchant_id_document';

/** Each credential's field, as a merchant sends it, and its setting, as the deployment gives its own. */
export const MERCANTIL_CREDENTIAL_SETTINGS: Readonly<Record<MercantilCredentialField, string>> = {
  client_id: 'MERCANTIL_CLIENT_ID',
  secret_key: 'MERCANTIL_SECRET_KEY',
  integrator_id: 'MERCANTIL_INTEGRATOR_ID',
  merchant_id: 'MERCANTIL_MERCHANT_ID',
  terminal_id: 'MERCANTIL_TERMINAL_ID',
  merchant_phone: 'MERCANTIL_MERCHANT_PHONE',
  merchant_id_document: 'MERCANTIL_MERCHANT_ID_DOCUMENT',
};

/**
 * The credentials, each required one given (not blank; the RIF may be left out), read into their type; the
 * first that does not read is refused, its message naming it as `nameOf` says (the setting, or the merchant's field).
 */
export function readMercantilCredentials(
  value: (field: MercantilCredentialField) => string | undefined,
  nameOf: (field: MercantilCredentialField) => string,
): MercantilCredentials | CredentialRefused {
  const given = (field: MercantilCredentialField) => value(field) as string;
  const phone = parseMobilePhone(given('merchant_phone'));
  if (!phone) {
    const message = `${nameOf('merchant_phone')} must be a Venezuelan mobile number: 04XXXXXXXXX, 58XXXXXXXXXX or +58XXXXXXXXXX`;
    return { refused: 'merchant_phone', message };
  }
  const rif = value('merchant_id_document');
  const id = rif === undefined ? undefined : parseNationalId(rif.toUpperCase());
  if (id === null) {
    const message = `${nameOf('merchant_id_document')} must be a RIF: a letter V, E, J, G, P or C, then 5 to 10 digits`;
    return { refused: 'merchant_id_document', message };
  }
  return {
    clientId: given('client_id'),
    secretKey: given('secret_key'),
    integratorId: given('integrator_id'),
    merchantId: given('merchant_id'),
    terminalId: given('terminal_id'),
    merchantPhone: `58${phone.slice(1)}`,
    ...(id === undefined ? {} : { merchantIdDocument: `${id[0]}-${id.replace(/^[A-Z]-?/, '')}` }),
  };
}
