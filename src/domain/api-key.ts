import { Mode } from './mode';

/** Keys a merchant may hold at once in one mode, counting only those that still work. */
export const MAX_ACTIVE_KEYS_PER_MODE = 10;
export const MAX_ROLL_EXPIRY_HOURS = 168;
export const DEFAULT_ROLL_EXPIRY_HOURS = 24;

export const SECRET_KEY_PREFIX: Record<Mode, string> = { test: 'sk_test_', live: 'sk_live_' };
export const MODES = Object.keys(SECRET_KEY_PREFIX) as Mode[];

/** A merchant's secret key as stored: never the secret itself, only its one-way hash. */
export interface ApiKey {
  id: string;
  merchantId: string;
  mode: Mode;
  secretHash: string;
  /** `sk_test_` or `sk_live_`: the start of the secret, safe to show. */
  prefix: string;
  /** The secret's last four characters; null for keys issued before they were kept, until their first use. */
  last4: string | null;
  createdAt: Date;
  /** Set by a roll: the key stops working at this instant. */
  expiresAt: Date | null;
  revokedAt: Date | null;
  /** Truncated to the minute. */
  lastUsedAt: Date | null;
}

export function newApiKey(
  fields: { id: string; merchantId: string; mode: Mode; secret: string; secretHash: string },
  now: Date,
): ApiKey {
  const { id, merchantId, mode, secret, secretHash } = fields;
  return {
    id, merchantId, mode, secretHash, prefix: SECRET_KEY_PREFIX[mode], last4: lastFourOf(secret),
    createdAt: now, expiresAt: null, revokedAt: null, lastUsedAt: null,
  };
}

export const lastFourOf = (secret: string): string => secret.slice(-4);

/** Neither revoked nor expired: the key opens the API. */
export function isActive(key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now: Date): boolean {
  return key.revokedAt === null && (key.expiresAt === null || key.expiresAt.getTime() > now.getTime());
}

/** When a rolled key stops working: `hours` from now (0: now), never later than an expiry it already had. */
export function expiryAfterRoll(key: Pick<ApiKey, 'expiresAt'>, now: Date, hours: number): Date {
  const proposed = new Date(now.getTime() + hours * 3_600_000);
  return key.expiresAt !== null && key.expiresAt.getTime() < proposed.getTime() ? key.expiresAt : proposed;
}

/** `last_used_at` is kept to the minute: the instant truncated to its minute. */
export function minuteOf(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / 60_000) * 60_000);
}

/** What may be shown of a key: its prefix and last four characters (`sk_live_…abcd`), or only the prefix while those are unknown. */
export function redactedKey(key: Pick<ApiKey, 'prefix' | 'last4'>): string {
  return `${key.prefix}…${key.last4 ?? ''}`;
}
