import { profileNamed } from '../../domain/merchant-profile';
import { MAX_MERCHANT_NAME_LENGTH, parseMerchantName } from '../../domain/merchant-profile-rules';
import { ApiKeyMint } from '../api-keys/mint-api-key';
import { Clock } from '../ports/clock';
import { IdGenerator } from '../ports/id-generator';
import { Merchant, MerchantRepository } from '../ports/merchant-repository';

export interface CreatedMerchant {
  merchant: Merchant;
  /** The first test key (`sk_test_…`), shown this once. */
  secretKey: string;
  /** The first live key (`sk_live_…`), shown this once. */
  liveSecretKey: string;
}

export class CreateMerchant {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly mint: ApiKeyMint,
    private readonly merchants: MerchantRepository,
  ) {}

  /** The merchant starts with a test key and a live key, returned once, here; only their hashes are stored. */
  async execute(name: string): Promise<CreatedMerchant> {
    const parsed = parseMerchantName(name);
    if (!parsed) throw new RangeError(`a merchant name has 1 to ${MAX_MERCHANT_NAME_LENGTH} characters on one line`);
    const merchant: Merchant = { id: this.ids.next('merchant'), ...profileNamed(parsed), createdAt: this.clock.now() };
    const test = this.mint.mint(merchant.id, 'test');
    const live = this.mint.mint(merchant.id, 'live');
    await this.merchants.add(merchant, [test.key, live.key]);
    return { merchant, secretKey: test.secret, liveSecretKey: live.secret };
  }
}
