import { DEFAULT_ROLL_EXPIRY_HOURS, MAX_ACTIVE_KEYS_PER_MODE, MAX_ROLL_EXPIRY_HOURS } from '../../../../domain/api-key';
import { ListApiKeys } from '../../../../application/api-keys/list-api-keys';
import { RevokeApiKey } from '../../../../application/api-keys/revoke-api-key';
import { RollApiKey } from '../../../../application/api-keys/roll-api-key';
import { declareRoute } from '../../kit/api-route-declaration';
import { GET_BODY } from '../payment-requests/payment-requests.routes';
import { RollApiKeyBody } from './api-key.dto';
import { listApiKeys, revokeApiKey, rollApiKey } from './api-keys.handlers';

const tag = 'API keys';
const ID = {
  id: {
    description: 'The key id (`key_…`). Another merchant\'s key, a key of the other mode, or one revoked or expired is simply not found.',
    schema: { type: 'string', examples: ['key_7Hq2LmX9vB4nR1kT8sW3cZpD'] },
  },
};
const CAP = `A merchant keeps at most ${MAX_ACTIVE_KEYS_PER_MODE} working keys per mode (422 \`too_many_api_keys\`).`;

export const API_KEY_ROUTES = [
  declareRoute({
    operationId: 'listApiKeys', method: 'get', path: '/api_keys', tag,
    summary: 'List API keys',
    description:
      `This merchant's keys of the caller's mode that still work (neither revoked nor expired), newest first; never a secret. ${GET_BODY}`,
    success: { status: 200, description: 'The keys.', schema: 'ApiKeyList' },
    errors: [],
    uses: { list: ListApiKeys },
    handle: listApiKeys,
  }),
  declareRoute({
    operationId: 'rollApiKey', method: 'post', path: '/api_keys/:id/roll', tag, pathParameters: ID,
    summary: 'Roll an API key',
    description:
      'Issues a new key of the same mode, whose `secret` is shown in this answer only, and makes the old key stop working after ' +
      `\`expires_in_hours\` (${DEFAULT_ROLL_EXPIRY_HOURS} when left out; 0: at once; never later than an expiry it already has). ${CAP} ` +
      'The answer is never stored, since it holds a secret: this operation takes no `Idempotency-Key` (one sent is ignored), and a retry ' +
      'issues another key; list the keys and revoke any you did not receive.',
    body: {
      dto: RollApiKeyBody,
      optional: true,
      examples: {
        default: { summary: `The old key works ${DEFAULT_ROLL_EXPIRY_HOURS} more hours`, value: {} },
        now: { summary: 'The old key stops at once', value: { expires_in_hours: 0 } },
        week: { summary: 'The longest overlap', value: { expires_in_hours: MAX_ROLL_EXPIRY_HOURS } },
      },
    },
    neverStored: true,
    success: { status: 201, description: 'The new key, with its secret.', schema: 'ApiKeyWithSecret' },
    errors: ['not_found', 'validation_error', 'too_many_api_keys'],
    uses: { roll: RollApiKey },
    handle: rollApiKey,
  }),
  declareRoute({
    operationId: 'revokeApiKey', method: 'delete', path: '/api_keys/:id', tag, pathParameters: ID,
    summary: 'Revoke an API key',
    description:
      'The key stops working at once on the instance that answers, on every other within `AUTH_CACHE_SECONDS`. The key making the ' +
      `call may revoke itself. A second DELETE is a 404. ${GET_BODY}`,
    success: { status: 204, description: 'Revoked; no body.' },
    errors: ['not_found'],
    uses: { revoke: RevokeApiKey },
    handle: revokeApiKey,
  }),
];
