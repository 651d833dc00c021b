import { Container } from 'inversify';
import { bankAccountsModule } from './modules/bank-accounts.module';
import { checkoutModule } from './modules/checkout.module';
import { dashboardModule } from './modules/dashboard.module';
import { eventsModule } from './modules/events.module';
import { gatewaysModule } from './modules/gateways.module';
import { httpModule } from './modules/http.module';
import { idempotencyModule } from './modules/idempotency.module';
import { merchantsModule } from './modules/merchants.module';
import { paymentLinksModule } from './modules/payment-links.module';
import { paymentRequestsModule } from './modules/payment-requests.module';
import { ratesModule } from './modules/rates.module';
import { refundsModule } from './modules/refunds.module';
import { statementsModule } from './modules/statements.module';
import { systemModule } from './modules/system.module';
import { webhooksModule } from './modules/webhooks.module';
import { WiringContext } from './modules/wiring';

export { HTTP_APP, LOGGER, WEBHOOK_DELIVERY_WORKER } from './modules/wiring';

export type ContainerOptions = Omit<WiringContext, 'overrides'> & { overrides?: WiringContext['overrides'] };

/** One Inversify module per feature (src/modules/), each binding its use cases and adapters; main.ts and the CLI load them all. */
export function createContainer({ overrides = {}, ...options }: ContainerOptions): Container {
  const context: WiringContext = { ...options, overrides };
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    ...[systemModule, ratesModule, gatewaysModule, merchantsModule, paymentRequestsModule, checkoutModule, refundsModule, statementsModule,
      eventsModule, webhooksModule,
      bankAccountsModule, paymentLinksModule,
      idempotencyModule, dashboardModule, httpModule].map((module) => module(context)),
  );
  return container;
}
