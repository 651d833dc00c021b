import { Logger } from 'pino';
import { GatewayAdapters } from '../../../application/ports/payment-gateways';
import { nonEmpty } from '../../../setting-parsers';
import { bankConnector } from '../bank-connector';
import { BdvC2pGateway } from './bdv-c2p-gateway';
import { BdvClient } from './bdv-client';
import { checkBdvCredentials } from './bdv-credentials-check';
import { BDV_CREDENTIAL_SETTINGS, BdvCredentials, readBdvCredentials } from './bdv-credentials';
import { BdvP2pGateway } from './bdv-p2p-gateway';
import { BdvConnection, BdvSettings, parseBdvConnection, parseBdvSettings } from './bdv-settings';
import { BDV_BANK_CODE } from './bdv-wire';

/** The BDV adapters, speaking as the deployment or as a merchant's own account. */
export function bdvAdapters(settings: BdvSettings, logger: Pick<Logger, 'info' | 'error'>): GatewayAdapters {
  const client = new BdvClient(settings, logger);
  const c2p = new BdvC2pGateway(settings, client, logger);
  return { c2p, p2p: new BdvP2pGateway(settings, client, logger, { refunds: c2p.refunds, statements: c2p.statements }) };
}

/** Banco de Venezuela's merchant API: Pago Móvil C2P (the bank sends the payer the key) and reported transfers, no cards. */
export const BDV = bankConnector<BdvSettings, BdvCredentials, BdvConnection>({
  id: 'bdv',
  methods: ['c2p', 'p2p'],
  settingsPrefix: 'BDV_',
  parseSettings: parseBdvSettings,
  adapters: (settings, { logger }) => bdvAdapters(settings, logger),
  account: {
    credentialFields: Object.keys(BDV_CREDENTIAL_SETTINGS),
    connection: parseBdvConnection,
    credentials: (given) => readBdvCredentials((field) => nonEmpty(given, field), (field) => field),
    adapters: (credentials, connection, { logger }) => bdvAdapters({ ...connection, ...credentials }, logger),
    check: (credentials, connection) => checkBdvCredentials({ ...connection, ...credentials }),
    receivingAccount: (credentials) => ({
      bankCode: BDV_BANK_CODE,
      phoneNumber: credentials.merchantPhone,
      nationalId: `${credentials.merchantIdDocument[0]}-${credentials.merchantIdDocument.slice(1)}`,
      accountNumberLast4: credentials.accountNumber.slice(-4),
    }),
  },
});
