import { ApiKey } from '../../domain/api-key';
import { token } from './token';
export interface Merchant {
  id: string;
  name: string;
  createdAt: Date;
}

export interface MerchantRepository {
  /** Stores the merchant and its first keys in one transaction. */
  add(merchant: Merchant, firstKeys?: readonly ApiKey[]): Promise<void>;
  findById(id: string): Promise<Merchant | null>;
}
export const MERCHANT_REPOSITORY = token<MerchantRepository>('MerchantRepository');
