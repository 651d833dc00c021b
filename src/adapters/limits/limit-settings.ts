import { secretUrl } from '../../setting-parsers';

/** REDIS_URL: where the rate limits count, shared by every instance; null when unset. */
export const parseRedisUrl = (raw: string | undefined): string | null => secretUrl('REDIS_URL', raw, ['redis', 'rediss']);
