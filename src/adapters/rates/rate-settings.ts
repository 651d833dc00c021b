import Big from 'big.js';
import { ConfigError, Env, integerSetting, nonEmpty } from '../../setting-parsers';
import { RateBand } from './published-rate';

export interface RateSettings {
  /**
   * RATE_PROVIDER: `fixed` (USD_VES_RATE), `bcv` (the official rate read from BCV_URL), or the id of
   * a bank that publishes the official rate (its adapter reads it).
   */
  provider: string;
  /** BCV_URL: the page the `bcv` provider reads. */
  bcvUrl: string;
  /** RATE_MAX_AGE_HOURS: how long the last stored BCV rate may serve, counted from its last successful read. */
  maxAgeHours: number;
  /** BCV_FETCH_INTERVAL_MINUTES: how often the page is read (also once at start). */
  fetchIntervalMinutes: number;
  /** BCV_FETCH_TIMEOUT_SECONDS: how long one read of the page may take. */
  fetchTimeoutSeconds: number;
  /** RATE_MIN_VES_PER_USD and RATE_MAX_VES_PER_USD: a reading outside them is refused, the first one included. */
  band: RateBand;
}

export const DEFAULT_BCV_URL = 'https://www.bcv.org.ve/';

export const DEFAULT_USD_VES_RATE = '236.4587';

/** `publishingBanks`: the ids of the banks whose adapters read the official rate. */
export function parseRateSettings(env: Env, publishingBanks: readonly string[] = []): RateSettings {
  const provider = nonEmpty(env, 'RATE_PROVIDER') ?? 'fixed';
  const providers = ['fixed', 'bcv', ...publishingBanks];
  if (!providers.includes(provider)) {
    throw new ConfigError(`RATE_PROVIDER must be ${providers.join(', ')}, got ${JSON.stringify(provider)}`);
  }
  const bcvUrl = nonEmpty(env, 'BCV_URL') ?? DEFAULT_BCV_URL;
  if (!/^https?:\/\/[^\s]+$/.test(bcvUrl) || !URL.canParse(bcvUrl)) {
    throw new ConfigError(`BCV_URL must be an http:// or https:// URL, got ${JSON.stringify(bcvUrl)}`);
  }
  return {
    provider,
    bcvUrl,
    maxAgeHours: integerSetting(env, 'RATE_MAX_AGE_HOURS', 96, 1, 8_760),
    fetchIntervalMinutes: integerSetting(env, 'BCV_FETCH_INTERVAL_MINUTES', 60, 1, 1_440),
    fetchTimeoutSeconds: integerSetting(env, 'BCV_FETCH_TIMEOUT_SECONDS', 15, 1, 120),
    band: parseRateBand(env),
  };
}

export const DEFAULT_RATE_BAND: RateBand = { minVesPerUsd: '1', maxVesPerUsd: '100000' };

function parseRateBand(env: Env): RateBand {
  const minVesPerUsd = decimalSetting(env, 'RATE_MIN_VES_PER_USD') ?? DEFAULT_RATE_BAND.minVesPerUsd;
  const maxVesPerUsd = decimalSetting(env, 'RATE_MAX_VES_PER_USD') ?? DEFAULT_RATE_BAND.maxVesPerUsd;
  if (new Big(minVesPerUsd).gte(maxVesPerUsd)) {
    throw new ConfigError(`RATE_MIN_VES_PER_USD must be below RATE_MAX_VES_PER_USD, got ${minVesPerUsd} and ${maxVesPerUsd}`);
  }
  return { minVesPerUsd, maxVesPerUsd };
}

function decimalSetting(env: Env, name: string): string | undefined {
  const value = nonEmpty(env, name);
  if (value !== undefined && (!/^\d{1,12}(\.\d{1,8})?$/.test(value) || Number(value) <= 0)) {
    throw new ConfigError(`${name} must be a positive decimal with at most 8 decimal places, got ${JSON.stringify(value)}`);
  }
  return value;
}

export function parseUsdVesRate(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return DEFAULT_USD_VES_RATE;
  const value = raw.trim();
  if (!/^\d{1,12}(\.\d{1,8})?$/.test(value) || Number(value) <= 0) {
    throw new ConfigError(`USD_VES_RATE must be a positive decimal with at most 8 decimal places, got ${JSON.stringify(raw)}`);
  }
  return value;
}
