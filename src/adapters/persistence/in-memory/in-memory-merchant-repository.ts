import { MerchantProfile, profileOf } from '../../../domain/merchant-profile';
import { ApiKey } from '../../../domain/api-key';
import { Merchant, MerchantRepository } from '../../../application/ports/merchant-repository';
import { InMemoryApiKeyRepository } from './in-memory-api-key-repository';

export class InMemoryMerchantRepository implements MerchantRepository {
  private readonly byId = new Map<string, Merchant>();

  /** `keys`: where a merchant's first keys go, and which learns of each merchant stored here. */
  constructor(readonly keys = new InMemoryApiKeyRepository()) {}

  async add(merchant: Merchant, firstKeys: readonly ApiKey[] = []): Promise<void> {
    if (this.byId.has(merchant.id)) throw new Error('merchant id already registered');
    this.keys.storeMerchant({ ...merchant }, firstKeys);
    this.byId.set(merchant.id, { ...merchant });
  }

  async findById(id: string): Promise<Merchant | null> {
    const found = this.byId.get(id);
    return found ? { ...found } : null;
  }

  async updateProfile(id: string, changes: Partial<MerchantProfile>): Promise<Merchant | null> {
    const found = this.byId.get(id);
    if (!found) return null;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const updated = { ...found, ...defined };
    this.byId.set(id, updated);
    this.keys.updateMerchant(updated);
    return { ...updated };
  }

  /** For the in-memory HostedPageReader: the profile of the merchant with this id, if stored. */
  profileOf(merchantId: string): MerchantProfile | null {
    const found = this.byId.get(merchantId);
    return found ? profileOf(found) : null;
  }
}
