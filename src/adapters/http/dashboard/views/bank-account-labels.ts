import { BankAccountFailure, BankAccountStatus } from '../../../../domain/bank-account';
import { PaymentMethod } from '../../../../domain/payment-intent';

const BANK_NAMES: Readonly<Record<string, string>> = { mercantil: 'Banco Mercantil', bnc: 'BNC (Banco Nacional de Crédito)' };

export const bankName = (bank: string): string => BANK_NAMES[bank] ?? bank;

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  c2p: 'Pago Móvil C2P',
  credit_or_debit_card: 'Tarjeta de débito o crédito',
  p2p: 'Pago Móvil reportado (P2P)',
};

export const ACCOUNT_STATUS_LABELS: Record<BankAccountStatus, string> = {
  verified: 'Verificada', failed: 'Sin verificar', disabled: 'Desactivada',
};

/** What a merchant can do about a failed verification. */
export const FAILURE_EXPLANATIONS: Record<BankAccountFailure, string> = {
  bank_credentials_refused:
    'El banco rechazó las credenciales. Revísalas con tu banco; si cambiaron, desactiva esta cuenta y conecta otra con las correctas.',
  bank_unavailable: 'El banco no respondió cuando se verificó. Usa «Verificar de nuevo» en unos minutos.',
};

/** The credentials' names as a bank's developer portal gives them, in Spanish; the field's own name is shown beside. */
const CREDENTIAL_LABELS: Readonly<Record<string, string>> = {
  client_id: 'Client ID',
  secret_key: 'Clave secreta',
  integrator_id: 'Código de integrador',
  merchant_id: 'Código de comercio',
  terminal_id: 'Terminal',
  merchant_phone: 'Teléfono del comercio (Pago Móvil)',
  merchant_id_document: 'RIF o cédula del comercio',
  client_guid: 'Client GUID',
  master_key: 'Clave maestra',
  terminal: 'Terminal',
  account_number: 'Número de cuenta',
};

export const credentialLabel = (field: string): string => CREDENTIAL_LABELS[field] ?? field;
