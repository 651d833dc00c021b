import { Merchant, MerchantRepository } from '../ports/merchant-repository';

/** The merchant with its profile as stored now (never the authentication cache's copy of its name). */
export class GetMerchantProfile {
  constructor(private readonly merchants: MerchantRepository) {}

  async execute(merchantId: string): Promise<Merchant> {
    const found = await this.merchants.findById(merchantId);
    // The caller was authenticated as this merchant, and merchants are never removed: a bug, not a refusal.
    if (!found) throw new Error(`merchant ${merchantId} is not stored`);
    return found;
  }
}
