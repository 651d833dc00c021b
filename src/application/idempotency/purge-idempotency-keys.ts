import { Clock } from '../ports/clock';
import { IdempotencyStore } from '../ports/idempotency-store';

/** Forgets Idempotency-Keys first used more than `ttlMs` ago; a younger key is never removed. */
export class PurgeIdempotencyKeys {
  constructor(
    private readonly clock: Clock,
    private readonly keys: IdempotencyStore,
    private readonly ttlMs: number,
  ) {}

  execute(): Promise<number> {
    return this.keys.purge(new Date(this.clock.now().getTime() - this.ttlMs));
  }
}
