import { ExchangeRate } from '../../domain/money';
import { token } from './token';

export interface ExchangeRateProvider {
  /** VES paid for 1 USD now. */
  usdToVes(): Promise<ExchangeRate>;
}
export const EXCHANGE_RATE_PROVIDER = token<ExchangeRateProvider>('ExchangeRateProvider');
