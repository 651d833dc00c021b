import { Logger } from 'pino';
import { GatewayAdapters } from '../../../application/ports/payment-gateways';
import { nonEmpty } from '../../../setting-parsers';
import { bankConnector } from '../bank-connector';
import { BncC2pGateway } from './bnc-c2p-gateway';
import { BncClient } from './bnc-client';
import { BncP2pGateway } from './bnc-p2p-gateway';
import { BNC_CREDENTIAL_SETTINGS, BncCredentials, readBncCredentials } from './bnc-credentials';
import { BncConnection, BncSettings, parseBncConnection, parseBncSettings } from './bnc-settings';
import { BNC_BANK_CODE } from './bnc-wire';

/**
 * One client per configured BNC: the gateways and the rate reading share the day's working key and its
 * log-on (a second log-on could make the bank refuse the first key).
 */
const clients = new WeakMap<BncSettings, BncClient>();

function clientFor(settings: BncSettings, logger: Pick<Logger, 'info' | 'error'>): BncClient {
  let client = clients.get(settings);
  if (!client) clients.set(settings, (client = new BncClient(settings, logger)));
  return client;
}

/** The BNC adapters, speaking as the deployment or as a merchant's own account. */
export function bncAdapters(settings: BncSettings, logger: Pick<Logger, 'info' | 'error'>): GatewayAdapters {
  const client = clientFor(settings, logger);
  return { c2p: new BncC2pGateway(settings, client, logger), p2p: new BncP2pGateway(settings, client, logger) };
}

/** Banco Nacional de Crédito, ESolutions API v4.1: Pago Móvil C2P and reported P2P transfers, no cards; the BCV rate. */
export const BNC = bankConnector<BncSettings, BncCredentials, BncConnection>({
  id: 'bnc',
  methods: ['c2p', 'p2p'],
  settingsPrefix: 'BNC_',
  parseSettings: parseBncSettings,
  adapters: (settings, { logger }) => bncAdapters(settings, logger),
  account: {
    credentialFields: Object.keys(BNC_CREDENTIAL_SETTINGS),
    connection: parseBncConnection,
    credentials: (given) => readBncCredentials((field) => nonEmpty(given, field), (field) => field),
    adapters: (credentials, connection, { logger }) => bncAdapters({ ...connection, ...credentials }, logger),
    // A client of its own: the check's log-on must not replace the working key of the account's adapters.
    check: (credentials, connection) => new BncClient({ ...connection, ...credentials }).checkCredentials(),
    receivingAccount: (credentials) => ({
      bankCode: BNC_BANK_CODE,
      phoneNumber: `0${credentials.merchantPhone.slice(2)}`,
      nationalId: `${credentials.merchantIdDocument[0]}-${credentials.merchantIdDocument.slice(1)}`,
      accountNumberLast4: credentials.accountNumber.slice(-4),
    }),
  },
  publishedRate: (settings, { logger }) => {
    const client = clientFor(settings, logger);
    return async () => {
      const { rate, valueDate } = await client.bcvRate();
      return { vesPerUsd: rate, valueDate };
    };
  },
});
