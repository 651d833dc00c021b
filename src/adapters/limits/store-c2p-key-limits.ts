import { createHash } from 'node:crypto';
import { Options, Store } from 'express-rate-limit';
import {
  C2P_KEYS_PER_PHONE, C2P_KEYS_PER_PHONE_WINDOW_MS, C2P_KEYS_PER_REQUEST, C2P_KEYS_PER_REQUEST_WINDOW_MS, C2pKeyLimitName, C2pKeyLimited,
  C2pKeyLimits,
} from '../../application/ports/c2p-key-limits';
import { MobilePhone } from '../../domain/payer';

/** The two counters of the C2P keys: per payment request, and per payer's phone. */
export interface C2pKeyLimitStores {
  perRequest: Store;
  perPhone: Store;
}

/**
 * The C2P key limits counted in the rate-limit stores (Redis, PostgreSQL, or this process on the embedded
 * database), so every instance shares them. A phone is counted under a hash of it, never as it is: the
 * counters' keys are not payer data. A store that fails throws StorageUnavailable (GuardedStore): the
 * key is then not sent.
 */
export class StoreC2pKeyLimits implements C2pKeyLimits {
  private readonly counters: Record<C2pKeyLimitName, { store: Store; limit: number }>;

  constructor(stores: C2pKeyLimitStores) {
    stores.perRequest.init?.({ windowMs: C2P_KEYS_PER_REQUEST_WINDOW_MS } as Options);
    stores.perPhone.init?.({ windowMs: C2P_KEYS_PER_PHONE_WINDOW_MS } as Options);
    this.counters = {
      per_request: { store: stores.perRequest, limit: C2P_KEYS_PER_REQUEST },
      per_phone: { store: stores.perPhone, limit: C2P_KEYS_PER_PHONE },
    };
  }

  async take(key: { paymentRequestId: string; phoneNumber: MobilePhone }): Promise<C2pKeyLimited | null> {
    const keys: Record<C2pKeyLimitName, string> = { per_request: key.paymentRequestId, per_phone: phoneKey(key.phoneNumber) };
    const taken: C2pKeyLimitName[] = [];
    // The key is not sent when a limit refuses it or a store fails: what it counted already is given back.
    const giveBack = async (names: C2pKeyLimitName[]) => {
      for (const name of names) await this.counters[name].store.decrement(keys[name]);
    };
    for (const name of ['per_request', 'per_phone'] as const) {
      const { store, limit } = this.counters[name];
      let counted: Awaited<ReturnType<Store['increment']>>;
      try {
        counted = await store.increment(keys[name]);
      } catch (error) {
        await giveBack(taken).catch(() => undefined);
        throw error;
      }
      if (counted.totalHits <= limit) {
        taken.push(name);
        continue;
      }
      await giveBack([...taken, name]);
      return { kind: 'c2p_key_limited', limit: name, retryAfterSeconds: secondsUntil(counted.resetTime) };
    }
    return null;
  }
}

function phoneKey(phone: MobilePhone): string {
  return createHash('sha256').update(`c2p-key-phone:${phone}`).digest('base64url').slice(0, 32);
}

function secondsUntil(resetTime: Date | undefined): number {
  return resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : 1;
}
