import { GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { CredentialsCheck } from '../../../domain/bank-account';
import { MercantilCipher } from './mercantil-cipher';
import { MercantilClient, matchedNothing } from './mercantil-client';
import { MercantilSettings } from './mercantil-settings';
import { C2P_SEARCH_PATH, c2pSearchBody } from './mercantil-statements';
import { bankDate } from './mercantil-wire';

/**
 * Whether Banco Mercantil takes these credentials: one Pago Móvil search of today's movements of the
 * merchant's phone, which moves no money. An answer (a list, or "nothing matches") verifies them; a
 * refusal of the client id (401/403) or of the merchant (an error list) refuses them; no answer is
 * `bank_unavailable`.
 */
export async function checkMercantilCredentials(settings: MercantilSettings, now = new Date()): Promise<CredentialsCheck> {
  let refusedClient = false;
  const client = new MercantilClient(settings, () => { refusedClient = true; });
  try {
    const body = c2pSearchBody(settings, new MercantilCipher(settings.secretKey), bankDate(now));
    const answer = await client.post(C2P_SEARCH_PATH, body, settings.lookupTimeoutMs);
    return answer.kind === 'accepted' || matchedNothing(answer) ? 'verified' : 'bank_credentials_refused';
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    return refusedClient ? 'bank_credentials_refused' : 'bank_unavailable';
  }
}
