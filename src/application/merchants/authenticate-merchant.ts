import { Merchant, MerchantRepository } from '../ports/merchant-repository';
import { SecretKeyHasher } from '../ports/secret-key-hasher';

export class AuthenticateMerchant {
  constructor(
    private readonly hasher: SecretKeyHasher,
    private readonly merchants: MerchantRepository,
  ) {}

  /** The merchant a secret key belongs to, or null for an unknown key. */
  async execute(secretKey: string): Promise<Merchant | null> {
    return this.merchants.findBySecretKeyHash(this.hasher.hash(secretKey));
  }
}
