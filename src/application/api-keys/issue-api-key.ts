import { MAX_ACTIVE_KEYS_PER_MODE } from '../../domain/api-key';
import { Mode } from '../../domain/mode';
import { ApiKeyRepository } from '../ports/api-key-repository';
import { IssueApiKeyOutcome } from './api-key-outcomes';
import { ApiKeyMint } from './mint-api-key';

export class IssueApiKey {
  constructor(
    private readonly mint: ApiKeyMint,
    private readonly keys: ApiKeyRepository,
  ) {}

  async execute(merchantId: string, mode: Mode): Promise<IssueApiKeyOutcome> {
    const { key, secret } = this.mint.mint(merchantId, mode);
    const added = await this.keys.add(key, { max: MAX_ACTIVE_KEYS_PER_MODE, now: key.createdAt });
    if (added === 'merchant_not_found') return { kind: 'merchant_not_found', id: merchantId };
    if (added === 'limit_reached') return { kind: 'too_many_api_keys', limit: MAX_ACTIVE_KEYS_PER_MODE, mode };
    return { kind: 'issued', key, secret };
  }
}
