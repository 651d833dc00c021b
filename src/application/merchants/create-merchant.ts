import { Clock } from '../ports/clock';
import { IdGenerator } from '../ports/id-generator';
import { Merchant, MerchantRepository } from '../ports/merchant-repository';
import { SecretKeyHasher } from '../ports/secret-key-hasher';

export class CreateMerchant {
  constructor(
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly hasher: SecretKeyHasher,
    private readonly merchants: MerchantRepository,
  ) {}

  /** The secret key is returned once, here; only its hash is stored. */
  async execute(name: string): Promise<{ merchant: Merchant; secretKey: string }> {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > 200) throw new RangeError('a merchant name has 1 to 200 characters');
    const merchant: Merchant = { id: this.ids.next('merchant'), name: trimmed, createdAt: this.clock.now() };
    const secretKey = this.ids.nextSecretKey();
    await this.merchants.add(merchant, this.hasher.hash(secretKey));
    return { merchant, secretKey };
  }
}
