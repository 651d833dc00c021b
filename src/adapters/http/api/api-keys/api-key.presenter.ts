import { ApiKey, redactedKey } from '../../../../domain/api-key';
import { ApiKeyWire, ApiKeyWithSecretWire } from './api-key.schema';

const unixSeconds = (instant: Date): number => Math.floor(instant.getTime() / 1000);
const optionalUnixSeconds = (instant: Date | null): number | null => (instant === null ? null : unixSeconds(instant));

/** A key as the API shows it: never its secret or hash, except the secret right after a roll (`secret`). */
export function presentApiKey(key: ApiKey, secret?: string): ApiKeyWire | ApiKeyWithSecretWire {
  return {
    id: key.id,
    mode: key.mode,
    redacted: redactedKey(key),
    created_at: unixSeconds(key.createdAt),
    last_used_at: optionalUnixSeconds(key.lastUsedAt),
    expires_at: optionalUnixSeconds(key.expiresAt),
    ...(secret === undefined ? {} : { secret }),
  };
}
