import { C2pCharge, C2pGateway } from '../../../src/application/ports/c2p-gateway';
import { GatewayContractFixture, describePaymentGatewayContract } from './payment-gateway.contract';

/**
 * The suite every C2pGateway adapter must pass (docs/banks.md, "Adding a bank or card-processor adapter"). A new bank adapter calls it
 * from its own test file with that bank's test payer and OTPs.
 */
export function describeC2pGatewayContract<TGateway extends C2pGateway>(
  adapterName: string,
  fixture: GatewayContractFixture<TGateway, C2pCharge>,
): void {
  describePaymentGatewayContract('C2pGateway', adapterName, fixture);
}
