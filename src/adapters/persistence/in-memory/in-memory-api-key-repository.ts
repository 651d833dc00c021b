import { ApiKey, isActive } from '../../../domain/api-key';
import { Mode } from '../../../domain/mode';
import { ActiveKeyLimit, AddKeyOutcome, ApiKeyRepository, Expiring, KeyHolder } from '../../../application/ports/api-key-repository';
import { MerchantIdentity } from '../../../application/ports/merchant-repository';

export class InMemoryApiKeyRepository implements ApiKeyRepository {
  private readonly keys = new Map<string, ApiKey>();
  private readonly merchants = new Map<string, MerchantIdentity>();

  /** Called by the in-memory merchant repository: a merchant and its first keys, all or nothing. */
  storeMerchant(merchant: MerchantIdentity, firstKeys: readonly ApiKey[]): void {
    if (firstKeys.some((key) => key.merchantId !== merchant.id)) throw new Error('a first key belongs to another merchant');
    firstKeys.forEach((key) => this.assertNew(key));
    this.merchants.set(merchant.id, { id: merchant.id, name: merchant.name, createdAt: merchant.createdAt });
    for (const key of firstKeys) this.keys.set(key.id, { ...key });
  }

  /** Called by the in-memory merchant repository when a merchant's profile changes: keys then find it as it is now. */
  updateMerchant(merchant: MerchantIdentity): void {
    if (!this.merchants.has(merchant.id)) return;
    this.merchants.set(merchant.id, { id: merchant.id, name: merchant.name, createdAt: merchant.createdAt });
  }

  async add(key: ApiKey, limit: ActiveKeyLimit, expiring?: Expiring): Promise<AddKeyOutcome> {
    if (!this.merchants.has(key.merchantId)) return 'merchant_not_found';
    this.assertNew(key);
    const old = expiring && this.keys.get(expiring.keyId);
    const expired = old && { ...old, expiresAt: earlier(old.expiresAt, expiring.at) };
    const others = [...this.keys.values()].map((stored) => (stored.id === expired?.id ? expired : stored));
    const sameOwner = (stored: ApiKey) => stored.merchantId === key.merchantId && stored.mode === key.mode;
    const active = others.filter((stored) => sameOwner(stored) && isActive(stored, limit.now));
    if (active.length >= limit.max) return 'limit_reached';
    if (expired) this.keys.set(expired.id, expired);
    this.keys.set(key.id, { ...key });
    return 'added';
  }

  async findBySecretHash(secretHash: string): Promise<KeyHolder | null> {
    const key = [...this.keys.values()].find((stored) => stored.secretHash === secretHash);
    return key ? { key: { ...key }, merchant: { ...this.merchants.get(key.merchantId)! } } : null;
  }

  async findById(id: string): Promise<ApiKey | null> {
    const key = this.keys.get(id);
    return key ? { ...key } : null;
  }

  async listActive(merchantId: string, mode: Mode, now: Date): Promise<ApiKey[]> {
    return [...this.keys.values()]
      .filter((key) => key.merchantId === merchantId && key.mode === mode && isActive(key, now))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((key) => ({ ...key }));
  }

  async revoke(id: string, at: Date): Promise<boolean> {
    const key = this.keys.get(id);
    if (!key || key.revokedAt !== null) return false;
    this.keys.set(id, { ...key, revokedAt: at });
    return true;
  }

  async recordUse(id: string, minute: Date, last4: string): Promise<void> {
    const key = this.keys.get(id);
    if (!key) return;
    const lastUsedAt = key.lastUsedAt && key.lastUsedAt > minute ? key.lastUsedAt : minute;
    this.keys.set(id, { ...key, lastUsedAt, last4: key.last4 ?? last4 });
  }

  private assertNew(key: ApiKey): void {
    if (this.keys.has(key.id)) throw new Error('api key id already registered');
    if ([...this.keys.values()].some((stored) => stored.secretHash === key.secretHash)) throw new Error('secret hash already registered');
  }
}

const earlier = (current: Date | null, proposed: Date): Date => (current !== null && current < proposed ? current : proposed);
