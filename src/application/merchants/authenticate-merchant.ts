import { isActive, lastFourOf, minuteOf } from '../../domain/api-key';
import { Mode, Owner } from '../../domain/mode';
import { ApiKeyRepository } from '../ports/api-key-repository';
import { Clock } from '../ports/clock';
import { MerchantIdentity } from '../ports/merchant-repository';
import { SecretKeyHasher } from '../ports/secret-key-hasher';

/** Who makes a request: the merchant, the key it sent and that key's mode. */
export interface Caller {
  merchant: MerchantIdentity;
  keyId: string;
  mode: Mode;
}

export function ownerOf(caller: Caller): Owner {
  return { merchantId: caller.merchant.id, livemode: caller.mode === 'live' };
}

/** Told of a key whose use could not be recorded (the request itself went on). */
export type OnUseUnrecorded = (keyId: string, error: unknown) => void;

/** Keys whose minute of use this instance remembers; past it, it forgets them all (at worst one more write each). */
const MAX_REMEMBERED_USES = 10_000;

export class AuthenticateMerchant {
  /** The minute of the last use recorded, by key id: one write per key per minute per instance. */
  private readonly recordedMinute = new Map<string, number>();
  private readonly writes = new Set<Promise<void>>();

  constructor(
    private readonly hasher: SecretKeyHasher,
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
    private readonly onUseUnrecorded: OnUseUnrecorded,
  ) {}

  /** The caller a secret key stands for, or null for an unknown, revoked or expired key. */
  async execute(secretKey: string): Promise<Caller | null> {
    const found = await this.keys.findBySecretHash(this.hasher.hash(secretKey));
    const now = this.clock.now();
    if (!found || !isActive(found.key, now)) return null;
    this.recordUse(found.key.id, now, secretKey);
    return { merchant: found.merchant, keyId: found.key.id, mode: found.key.mode };
  }

  /** Settles once the uses recorded so far are written (or have failed): for tests and a clean stop. */
  async usesRecorded(): Promise<void> {
    await Promise.all([...this.writes]);
  }

  /** Never awaited by the request: a failed write is reported, not thrown. */
  private recordUse(keyId: string, now: Date, secretKey: string): void {
    const minute = minuteOf(now);
    if ((this.recordedMinute.get(keyId) ?? -Infinity) >= minute.getTime()) return;
    if (this.recordedMinute.size >= MAX_REMEMBERED_USES) this.recordedMinute.clear();
    this.recordedMinute.set(keyId, minute.getTime());
    const write = this.keys
      .recordUse(keyId, minute, lastFourOf(secretKey))
      .catch((error: unknown) => this.onUseUnrecorded(keyId, error))
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
  }
}
