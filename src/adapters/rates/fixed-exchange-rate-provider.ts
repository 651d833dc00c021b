import { ExchangeRateProvider } from '../../application/ports/exchange-rate-provider';
import { ExchangeRate } from '../../domain/money';

/** A rate set in configuration (USD_VES_RATE). A live BCV feed would be another adapter of the same port. */
export class FixedExchangeRateProvider implements ExchangeRateProvider {
  private readonly rate: ExchangeRate;

  constructor(vesPerUsd: string) {
    this.rate = ExchangeRate.of('USD', 'VES', vesPerUsd);
  }

  async usdToVes(): Promise<ExchangeRate> {
    return this.rate;
  }
}
