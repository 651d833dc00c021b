import { SendC2pKey } from '../../../../application/checkout/send-c2p-key';
import { C2P_KEYS_PER_PHONE, C2P_KEYS_PER_REQUEST } from '../../../../application/ports/c2p-key-limits';
import { declareRoute } from '../../kit/api-route-declaration';
import { PAYMENT_REQUEST_ID } from '../payment-requests/payment-requests.routes';
import { C2pKeyBody } from './c2p-key.dto';
import { sendC2pKey } from './c2p-key.handlers';

const PAYER = { dni: 'V12345678', phone_number: '04141234567', issuer_bank_id: '0102' };

export const C2P_KEY_ROUTES = [
  declareRoute({
    operationId: 'sendC2pKey', method: 'post', path: '/payment_requests/:id/c2p_key', tag: 'Checkouts', pathParameters: PAYMENT_REQUEST_ID,
    summary: 'Have the bank send the payer the C2P key',
    description:
      'Asks the bank that takes this request\'s C2P payments to send the payer the one-time C2P key by SMS, where the merchant\'s ' +
      'system asks for it (Banco de Venezuela). The payer then gives it as `otp_token` to `POST /api/v1/checkouts/c2p` with the same ' +
      'id, phone and bank (read by the same rules). Where the payer asks its own bank for the key (Banco Mercantil, BNC): 422 ' +
      '`c2p_key_not_supported`. Sandbox: no SMS, 202 with `expires_in` 300, except `dni` `V11111111` (refused, ' +
      '`payer_not_affiliated`). Nothing is stored or logged of the payer.\n\n' +
      `Limits, on every instance together: ${C2P_KEYS_PER_REQUEST} keys a request in 10 minutes, ${C2P_KEYS_PER_PHONE} a phone a ` +
      'minute (429 `too_many_c2p_keys`, Retry-After), counted before the bank is asked.\n\n' +
      'Takes an Idempotency-Key as every POST: a second SMS is harmless but limited, so a retry with the same key replays the ' +
      'answer and sends none; a 502 is not stored (the key may have been sent: ask again).\n\n' +
      'Order of checks: 401, 400, the Idempotency-Key, fields (422), the request (404), payable now (422 as the checkout), ' +
      'a C2P bank in its mode (422 `payment_method_unavailable`), one that sends keys, the limits (429), then the bank.',
    body: {
      dto: C2pKeyBody,
      examples: {
        sent: { summary: 'Sent in the sandbox', value: PAYER },
        refused: { summary: 'Refused in the sandbox: payer_not_affiliated (dni V11111111)', value: { ...PAYER, dni: 'V11111111' } },
      },
    },
    success: { status: 202, description: 'The bank sends the payer the key by SMS.', schema: 'C2pKeyRequest' },
    errors: [
      'not_found', 'validation_error', 'payment_request_not_payable', 'payment_attempts_exhausted', 'payment_method_unavailable',
      'c2p_key_not_supported', 'too_many_c2p_keys', 'c2p_key_refused', 'c2p_key_outcome_unknown',
    ],
    uses: { sendKey: SendC2pKey },
    handle: sendC2pKey,
  }),
];
