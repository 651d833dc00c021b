import { ApiKey, MODES } from '../../domain/api-key';
import { Owner, modeOf } from '../../domain/mode';
import { ApiKeyRepository } from '../ports/api-key-repository';
import { Clock } from '../ports/clock';
import { MerchantRepository } from '../ports/merchant-repository';
import { MerchantNotFound } from './api-key-outcomes';

/** The keys that still work (neither revoked nor expired), newest first. */
export class ListApiKeys {
  constructor(
    private readonly clock: Clock,
    private readonly keys: ApiKeyRepository,
    private readonly merchants: MerchantRepository,
  ) {}

  /** The caller's own mode only. */
  execute(owner: Owner): Promise<ApiKey[]> {
    return this.keys.listActive(owner.merchantId, modeOf(owner.livemode), this.clock.now());
  }

  /** Both modes, test first: for the operator. */
  async ofMerchant(merchantId: string): Promise<{ kind: 'listed'; keys: ApiKey[] } | MerchantNotFound> {
    if (!(await this.merchants.findById(merchantId))) return { kind: 'merchant_not_found', id: merchantId };
    const now = this.clock.now();
    const lists = await Promise.all(MODES.map((mode) => this.keys.listActive(merchantId, mode, now)));
    return { kind: 'listed', keys: lists.flat() };
  }
}
