import { MAX_ACTIVE_KEYS_PER_MODE, expiryAfterRoll } from '../../domain/api-key';
import { ApiKeyRepository } from '../ports/api-key-repository';
import { Clock } from '../ports/clock';
import { RollApiKeyOutcome } from './api-key-outcomes';
import { KeyScope, findWorkingKey } from './key-scope';
import { ApiKeyMint } from './mint-api-key';

/**
 * Replaces a key by a new one of the same mode; the old one keeps working `expiresInHours` more (0:
 * stops at once), so its users can switch without a gap. The new key must fit under the cap.
 */
export class RollApiKey {
  constructor(
    private readonly mint: ApiKeyMint,
    private readonly clock: Clock,
    private readonly keys: ApiKeyRepository,
  ) {}

  async execute(scope: KeyScope, id: string, expiresInHours: number): Promise<RollApiKeyOutcome> {
    const now = this.clock.now();
    const old = await findWorkingKey(this.keys, scope, id, now);
    if (!old) return { kind: 'api_key_not_found', id };
    const { key, secret } = this.mint.mint(old.merchantId, old.mode);
    const expiring = { keyId: old.id, at: expiryAfterRoll(old, now, expiresInHours) };
    const added = await this.keys.add(key, { max: MAX_ACTIVE_KEYS_PER_MODE, now }, expiring);
    if (added === 'limit_reached') return { kind: 'too_many_api_keys', limit: MAX_ACTIVE_KEYS_PER_MODE, mode: old.mode };
    if (added === 'merchant_not_found') throw new Error(`the merchant of key ${old.id} is gone`);
    return { kind: 'issued', key, secret };
  }
}
