import { token } from './token';
export interface Merchant {
  id: string;
  name: string;
  createdAt: Date;
}

export interface MerchantRepository {
  add(merchant: Merchant, secretKeyHash: string): Promise<void>;
  findBySecretKeyHash(secretKeyHash: string): Promise<Merchant | null>;
}
export const MERCHANT_REPOSITORY = token<MerchantRepository>('MerchantRepository');
