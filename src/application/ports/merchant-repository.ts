import { MerchantProfile } from '../../domain/merchant-profile';
import { ApiKey } from '../../domain/api-key';
import { token } from './token';
export interface Merchant extends MerchantProfile {
  id: string;
  createdAt: Date;
}

/** What authentication knows of a key's merchant (a key's cache holds it). */
export type MerchantIdentity = Pick<Merchant, 'id' | 'name' | 'createdAt'>;

export interface MerchantRepository {
  /** Stores the merchant and its first keys in one transaction. */
  add(merchant: Merchant, firstKeys?: readonly ApiKey[]): Promise<void>;
  findById(id: string): Promise<Merchant | null>;
  /** Sets only the members given, in one write (a concurrent change of other members is kept); null when there is no such merchant. */
  updateProfile(id: string, changes: Partial<MerchantProfile>): Promise<Merchant | null>;
}
export const MERCHANT_REPOSITORY = token<MerchantRepository>('MerchantRepository');
