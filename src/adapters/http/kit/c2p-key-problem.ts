import { C2pKeyNotSupported, C2pKeyOutcomeUnknown, C2pKeyRefused } from '../../../application/checkout/send-c2p-key';
import { C2P_KEYS_PER_PHONE, C2P_KEYS_PER_REQUEST, C2pKeyLimited } from '../../../application/ports/c2p-key-limits';
import { Problem } from './problem';

/** The C2P key's own refusals (the request's, shared with the checkout, are refusalProblem's). */
export type C2pKeyRefusal = C2pKeyNotSupported | C2pKeyRefused | C2pKeyLimited | C2pKeyOutcomeUnknown;

const LIMITED = {
  per_request: `This payment request has had ${C2P_KEYS_PER_REQUEST} C2P keys sent in the last 10 minutes, the most it may have.`,
  per_phone: `This phone was sent ${C2P_KEYS_PER_PHONE} C2P key in the last minute, the most it may be sent.`,
} as const;

/** refusalProblem's part for the C2P key: each refusal as its code of the error table, with the words the API answers in. */
export function c2pKeyProblem(refusal: C2pKeyRefusal): Problem {
  switch (refusal.kind) {
    case 'c2p_key_not_supported':
      return new Problem(
        'c2p_key_not_supported',
        'The bank that takes this request\'s C2P payments does not send the key: the payer asks its own bank for it. Nothing was sent.',
      );
    case 'c2p_key_refused':
      return new Problem('c2p_key_refused', `The bank would not send the C2P key: ${refusal.declineCode}. Nothing was sent.`, {
        decline_code: refusal.declineCode,
      });
    case 'c2p_key_limited':
      return new Problem(
        'too_many_c2p_keys',
        `${LIMITED[refusal.limit]} Nothing was sent; ask again in ${refusal.retryAfterSeconds} seconds.`,
        {},
        { 'Retry-After': String(refusal.retryAfterSeconds) },
      );
    case 'c2p_key_outcome_unknown':
      return new Problem(
        'c2p_key_outcome_unknown',
        'The bank did not answer: the C2P key may or may not have been sent. If no SMS comes within a minute, ask again.',
      );
  }
}
