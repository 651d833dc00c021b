import { DEFAULT_ROLL_EXPIRY_HOURS } from '../../../../domain/api-key';
import { ListApiKeys } from '../../../../application/api-keys/list-api-keys';
import { RevokeApiKey } from '../../../../application/api-keys/revoke-api-key';
import { RollApiKey } from '../../../../application/api-keys/roll-api-key';
import { refusalProblem } from '../../kit/refusal-problem';
import type { Reply, RequestInput } from '../../kit/api-route-declaration';
import { RollApiKeyBody } from './api-key.dto';
import { presentApiKey } from './api-key.presenter';
import { ApiKeyListWire } from './api-key.schema';

export async function listApiKeys({ list }: { list: ListApiKeys }, { owner }: RequestInput): Promise<Reply> {
  const keys = await list.execute(owner);
  return { status: 200, body: { data: keys.map((key) => presentApiKey(key)) } satisfies ApiKeyListWire };
}

export async function rollApiKey({ roll }: { roll: RollApiKey }, { body, params, owner }: RequestInput<RollApiKeyBody>): Promise<Reply> {
  const outcome = await roll.execute(owner, params.id, body.expires_in_hours ?? DEFAULT_ROLL_EXPIRY_HOURS);
  if (outcome.kind !== 'issued') throw refusalProblem(outcome);
  return { status: 201, body: presentApiKey(outcome.key, outcome.secret) };
}

export async function revokeApiKey({ revoke }: { revoke: RevokeApiKey }, { params, owner }: RequestInput): Promise<Reply> {
  const outcome = await revoke.execute(owner, params.id);
  if (outcome.kind !== 'revoked') throw refusalProblem(outcome);
  return { status: 204, body: undefined };
}
