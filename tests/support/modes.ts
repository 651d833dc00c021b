import { TestMerchant } from './test-app';

/** The same merchant calling with its live key (`sk_live_…`): it sees and makes only live objects. */
export function withLiveKey(merchant: TestMerchant): TestMerchant {
  return { ...merchant, secretKey: merchant.liveSecretKey, headers: merchant.liveHeaders };
}
