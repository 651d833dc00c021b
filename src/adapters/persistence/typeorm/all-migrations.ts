import { InitialSchema1763780000000 } from '../../../../migrations/1763780000000-initial-schema';
import { IdempotencyKeys1764000002000 } from '../../../../migrations/1764000002000-idempotency-keys';

/** Every migration, oldest first. Listed, not globbed, so the same list works from ts-jest and from dist/. */
export const ALL_MIGRATIONS = [InitialSchema1763780000000, IdempotencyKeys1764000002000];
