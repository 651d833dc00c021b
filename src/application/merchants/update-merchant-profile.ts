import { ProfileChanges } from '../../domain/merchant-profile-rules';
import { Merchant, MerchantRepository } from '../ports/merchant-repository';

/**
 * Changes a merchant's profile: the changes are already parsed by the domain's rules, so nothing is
 * refused here. The profile is the merchant's, whichever mode the caller is in.
 */
export class UpdateMerchantProfile {
  constructor(private readonly merchants: MerchantRepository) {}

  async execute(merchantId: string, changes: ProfileChanges): Promise<Merchant> {
    const updated = await this.merchants.updateProfile(merchantId, changes);
    // The caller was authenticated as this merchant, and merchants are never removed: a bug, not a refusal.
    if (!updated) throw new Error(`merchant ${merchantId} is not stored`);
    return updated;
  }
}
