import { Merchant, MerchantRepository } from '../../../application/ports/merchant-repository';

export class InMemoryMerchantRepository implements MerchantRepository {
  private readonly byHash = new Map<string, Merchant>();

  async add(merchant: Merchant, secretKeyHash: string): Promise<void> {
    if (this.byHash.has(secretKeyHash)) throw new Error('secret key hash already registered');
    this.byHash.set(secretKeyHash, { ...merchant });
  }

  async findBySecretKeyHash(secretKeyHash: string): Promise<Merchant | null> {
    const found = this.byHash.get(secretKeyHash);
    return found ? { ...found } : null;
  }

  /** For the in-memory PaymentLinkReader: the name of the merchant with this id, if stored. */
  nameOf(merchantId: string): string | null {
    return [...this.byHash.values()].find((merchant) => merchant.id === merchantId)?.name ?? null;
  }
}
