import { CardCharge, CardGateway } from '../../../src/application/ports/card-gateway';
import { GatewayContractFixture, describePaymentGatewayContract } from './payment-gateway.contract';

/**
 * The suite every CardGateway adapter must pass (docs/banks.md, "Adding a bank or card-processor adapter"). A new processor adapter
 * calls it from its own test file with that processor's test cards.
 */
export function describeCardGatewayContract<TGateway extends CardGateway>(
  adapterName: string,
  fixture: GatewayContractFixture<TGateway, CardCharge>,
): void {
  describePaymentGatewayContract('CardGateway', adapterName, fixture);
}
