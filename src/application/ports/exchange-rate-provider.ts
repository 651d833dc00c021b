import { ExchangeRate } from '../../domain/money';
import { RateUnavailable } from '../outcomes';
import { token } from './token';

export interface ExchangeRateProvider {
  /** VES paid for 1 USD now, or rate_unavailable when no rate may be applied (never a made-up one). */
  usdToVes(): Promise<ExchangeRate | RateUnavailable>;
}
export const EXCHANGE_RATE_PROVIDER = token<ExchangeRateProvider>('ExchangeRateProvider');
