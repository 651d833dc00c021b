import { BdvC2pGateway } from '../../src/adapters/gateways/bdv/bdv-c2p-gateway';
import { BdvClient, GatewayLogger } from '../../src/adapters/gateways/bdv/bdv-client';
import { BdvSettings } from '../../src/adapters/gateways/bdv/bdv-settings';
import { C2pCharge } from '../../src/application/ports/c2p-gateway';
import { parseMobilePhone, parseNationalId } from '../../src/domain/payer';
import { parsed } from './fakes';

/** The fake BDV's test payer; only the key (OTP) decides the outcome (tools/fake-bdv/fake-bdv-c2p.ts lists them). */
export const bdvC2pCharge = (otp: string): C2pCharge => ({
  phoneNumber: parsed(parseMobilePhone('04141234567')),
  payerId: parsed(parseNationalId('V12345678')),
  bankCode: '0134',
  otp,
});

export const BDV_APPROVING_OTP = '12345678';
export const BDV_DECLINING_OTP = '22222222';

export const bdvC2pGateway = (settings: BdvSettings, logger?: GatewayLogger) => new BdvC2pGateway(settings, new BdvClient(settings, logger), logger);

/** A logger that keeps every line as text, to look for what must never be logged. */
export function recordingLogger(): GatewayLogger & { text: () => string } {
  const lines: string[] = [];
  const log = (fields: unknown, message?: string) => void lines.push(`${message ?? ''} ${JSON.stringify(fields)}`);
  return { info: log, error: log, text: () => lines.join('\n') } as unknown as GatewayLogger & { text: () => string };
}
