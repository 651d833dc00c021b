import { Logger } from 'pino';
import { GatewayAdapters } from '../../../application/ports/payment-gateways';
import { nonEmpty } from '../../../setting-parsers';
import { bankConnector } from '../bank-connector';
import { MercantilC2pGateway } from './mercantil-c2p-gateway';
import { MercantilCardGateway } from './mercantil-card-gateway';
import { MercantilP2pGateway } from './mercantil-p2p-gateway';
import { MERCANTIL_CREDENTIAL_SETTINGS, MercantilCredentials, readMercantilCredentials } from './mercantil-credentials';
import { MercantilConnection, MercantilSettings, parseMercantilConnection, parseMercantilSettings } from './mercantil-settings';
import { checkMercantilCredentials } from './mercantil-credentials-check';

/** The Mercantil adapters, speaking as the deployment or as a merchant's own account. */
export function mercantilAdapters(settings: MercantilSettings, logger: Pick<Logger, 'info' | 'error'>): GatewayAdapters {
  const { merchantIdDocument } = settings;
  return {
    c2p: new MercantilC2pGateway(settings, logger),
    credit_or_debit_card: new MercantilCardGateway(settings, logger),
    // Reported transfers are verified only with the RIF payers send to (MERCANTIL_MERCHANT_ID_DOCUMENT).
    ...(merchantIdDocument ? { p2p: new MercantilP2pGateway({ ...settings, merchantIdDocument }, logger) } : {}),
  };
}

/** Banco Mercantil (docs/banks-mercantil.md, "Going live with Banco Mercantil"). */
export const MERCANTIL = bankConnector<MercantilSettings, MercantilCredentials, MercantilConnection>({
  id: 'mercantil',
  methods: ['c2p', 'credit_or_debit_card', 'p2p'],
  settingsPrefix: 'MERCANTIL_',
  parseSettings: parseMercantilSettings,
  adapters: (settings, { logger }) => mercantilAdapters(settings, logger),
  account: {
    credentialFields: Object.keys(MERCANTIL_CREDENTIAL_SETTINGS),
    requiredOnlyFor: { merchant_id_document: 'p2p' },
    connection: parseMercantilConnection,
    credentials: (given) => readMercantilCredentials((field) => nonEmpty(given, field), (field) => field),
    adapters: (credentials, connection, { logger }) => mercantilAdapters({ ...connection, ...credentials }, logger),
    check: (credentials, connection) => checkMercantilCredentials({ ...connection, ...credentials }),
    receivingAccount: (credentials) => ({
      bankCode: '0105',
      phoneNumber: `0${credentials.merchantPhone.slice(2)}`,
      nationalId: credentials.merchantIdDocument ?? '',
      accountNumberLast4: null,
    }),
  },
});
