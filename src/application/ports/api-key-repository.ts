import { ApiKey } from '../../domain/api-key';
import { Mode } from '../../domain/mode';
import { MerchantIdentity } from './merchant-repository';
import { token } from './token';

/** A stored key together with the merchant it belongs to: what a request's secret key stands for. */
export interface KeyHolder {
  key: ApiKey;
  merchant: MerchantIdentity;
}

/** The most keys of one mode a merchant may have that still work at `now`. */
export interface ActiveKeyLimit {
  max: number;
  now: Date;
}

/** A roll: the old key's expiry, set in the same transaction that adds its replacement. */
export interface Expiring {
  keyId: string;
  at: Date;
}

export type AddKeyOutcome = 'added' | 'limit_reached' | 'merchant_not_found';

export interface ApiKeyRepository {
  /**
   * Stores `key` unless its merchant is unknown or already has `limit.max` keys of its mode active at
   * `limit.now` (counted after `expiring` is applied); two concurrent adds cannot both pass the count.
   * `expiring.at` never moves an earlier expiry later.
   */
  add(key: ApiKey, limit: ActiveKeyLimit, expiring?: Expiring): Promise<AddKeyOutcome>;
  /** The key with this hash, whatever its state, and its merchant. */
  findBySecretHash(secretHash: string): Promise<KeyHolder | null>;
  findById(id: string): Promise<ApiKey | null>;
  /** The merchant's keys of this mode active at `now`, newest first. */
  listActive(merchantId: string, mode: Mode, now: Date): Promise<ApiKey[]>;
  /** False when there is no such key, or it was revoked already. */
  revoke(id: string, at: Date): Promise<boolean>;
  /** Records a use in `minute` (never moving last_used_at back), and the last four characters if still unknown. */
  recordUse(id: string, minute: Date, last4: string): Promise<void>;
}
export const API_KEY_REPOSITORY = token<ApiKeyRepository>('ApiKeyRepository');
