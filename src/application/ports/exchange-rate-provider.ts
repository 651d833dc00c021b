import { ExchangeRate } from '../../domain/money';

export interface ExchangeRateProvider {
  /** VES paid for 1 USD now. */
  usdToVes(): Promise<ExchangeRate>;
}
export const EXCHANGE_RATE_PROVIDER = Symbol.for('ExchangeRateProvider');
