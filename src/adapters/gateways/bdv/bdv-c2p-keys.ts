import { C2pKeyAnswer, C2pKeyPayer, GatewayC2pKeys, GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { parseMobilePhone } from '../../../domain/payer';
import { BdvClient, GatewayLogger } from './bdv-client';
import { APPROVED, UNKNOWN_OUTCOME, declineCodeFor } from './bdv-decline-codes';
import { bankIdDocument, text } from './bdv-wire';

/** How long the bank's C2P key lasts when its answer does not say (about 300 s, by every source that says). */
const KEY_LIFETIME_SECONDS = 300;

/**
 * Asks BDV to send the payer the one-time C2P key by SMS (`paymentkey`): the payer's id and phone, as the
 * production manual's example sends them. Code 1000: sent. Another code of the bank's table: refused, with our
 * decline code. 1002, 1041, 1050, no answer or our key refused: GatewayUnavailable (it may or may not have gone).
 */
export class BdvC2pKeys implements GatewayC2pKeys {
  constructor(
    private readonly client: BdvClient,
    private readonly logger?: GatewayLogger,
  ) {}

  async sendKey(payer: C2pKeyPayer): Promise<C2pKeyAnswer> {
    const phone = parseMobilePhone(payer.phoneNumber);
    if (!phone) return { status: 'refused', declineCode: 'invalid_payer' };
    const answer = await this.client.call('paymentkey', {
      customerDocumentId: bankIdDocument(payer.payerId),
      customerNumberInstrument: phone,
    });
    if (answer.kind === 'key_refused') throw new GatewayUnavailable('BDV refused the C2P key of this account');
    if (answer.code === APPROVED) {
      const timeout = Number(text(answer.body.timeout));
      return { status: 'sent', expiresInSeconds: Number.isSafeInteger(timeout) && timeout > 0 ? timeout : KEY_LIFETIME_SECONDS };
    }
    if (UNKNOWN_OUTCOME.includes(answer.code)) throw new GatewayUnavailable(`BDV answered paymentkey with ${answer.code}`);
    const declineCode = declineCodeFor(answer.code);
    this.logger?.info({ gateway: 'bdv', operation: 'paymentkey', bank_code: answer.code, decline_code: declineCode },
      'BDV would not send the C2P key');
    return { status: 'refused', declineCode };
  }
}
