import { CredentialsCheck } from '../../../domain/bank-account';
import { GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { BdvClient } from './bdv-client';
import { BdvSettings } from './bdv-settings';
import { BDV_BANK_CODE } from './bdv-wire';

/**
 * Whether BDV takes an account's keys, with calls that move nothing: a `getMovement` for a transfer that does not
 * exist (the conciliation key; a refused key answers "Cliente no afiliado al producto") and the balance (the suite
 * key). The C2P key cannot be proven without a charge: the account says so until its first charge is answered.
 */
export async function checkBdvCredentials(settings: BdvSettings): Promise<CredentialsCheck> {
  const client = new BdvClient(settings);
  try {
    const movement = await client.call('getMovement', {
      cedulaPagador: `V${settings.merchantIdDocument.slice(1)}`,
      telefonoPagador: settings.merchantPhone,
      telefonoDestino: settings.merchantPhone,
      referencia: '00000000',
      fechaPago: '2000-01-01',
      importe: '0.01',
      bancoOrigen: BDV_BANK_CODE,
      reqCed: false,
    }, settings.timeoutMs);
    if (movement.kind === 'key_refused') return 'bank_credentials_refused';
    const balance = await client.call('balance', { currency: 'VES', account: settings.accountNumber }, settings.timeoutMs);
    if (balance.kind === 'key_refused') return 'bank_credentials_refused';
    return balance.code === '1000' ? 'verified' : 'bank_credentials_refused';
  } catch (error) {
    if (error instanceof GatewayUnavailable) return 'bank_unavailable';
    throw error;
  }
}
