import { ApiKey } from '../../domain/api-key';
import { Mode } from '../../domain/mode';

/** No working key with this id in the caller's scope (another merchant's, the other mode's, a revoked or expired one). */
export type ApiKeyNotFound = { kind: 'api_key_not_found'; id: string };
export type MerchantNotFound = { kind: 'merchant_not_found'; id: string };
export type TooManyApiKeys = { kind: 'too_many_api_keys'; limit: number; mode: Mode };

/** A new key, with its secret: the only time the secret exists outside the merchant's hands. */
export type IssuedKey = { kind: 'issued'; key: ApiKey; secret: string };

export type IssueApiKeyOutcome = IssuedKey | MerchantNotFound | TooManyApiKeys;
export type RollApiKeyOutcome = IssuedKey | ApiKeyNotFound | TooManyApiKeys;
export type RevokeApiKeyOutcome = { kind: 'revoked' } | ApiKeyNotFound;
