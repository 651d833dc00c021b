import { ApiKeyRepository } from '../ports/api-key-repository';
import { Clock } from '../ports/clock';
import { RevokeApiKeyOutcome } from './api-key-outcomes';
import { KeyScope, findWorkingKey } from './key-scope';

/** The key stops working at once; revoking the very key that asks is allowed. */
export class RevokeApiKey {
  constructor(
    private readonly clock: Clock,
    private readonly keys: ApiKeyRepository,
  ) {}

  async execute(scope: KeyScope, id: string): Promise<RevokeApiKeyOutcome> {
    const now = this.clock.now();
    const key = await findWorkingKey(this.keys, scope, id, now);
    const revoked = key !== null && (await this.keys.revoke(key.id, now));
    return revoked ? { kind: 'revoked' } : { kind: 'api_key_not_found', id };
  }
}
