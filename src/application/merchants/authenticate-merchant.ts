import { Mode, Owner } from '../../domain/mode';
import { Merchant, MerchantRepository } from '../ports/merchant-repository';
import { SecretKeyHasher } from '../ports/secret-key-hasher';

/** Who makes a request: the merchant, the key it sent and that key's mode. */
export interface Caller {
  merchant: Merchant;
  keyId: string;
  mode: Mode;
}

export function ownerOf(caller: Caller): Owner {
  return { merchantId: caller.merchant.id, livemode: caller.mode === 'live' };
}

export class AuthenticateMerchant {
  constructor(
    private readonly hasher: SecretKeyHasher,
    private readonly merchants: MerchantRepository,
  ) {}

  /** The caller a secret key stands for, or null for an unknown, revoked or expired key. */
  async execute(secretKey: string): Promise<Caller | null> {
    const merchant = await this.merchants.findBySecretKeyHash(this.hasher.hash(secretKey));
    return merchant ? { merchant, keyId: '', mode: secretKey.startsWith('sk_live_') ? 'live' : 'test' } : null;
  }
}
