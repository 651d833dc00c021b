import { bankConnector } from '../bank-connector';
import { MercantilC2pGateway } from './mercantil-c2p-gateway';
import { MercantilCardGateway } from './mercantil-card-gateway';
import { MercantilP2pGateway } from './mercantil-p2p-gateway';
import { MercantilSettings, parseMercantilSettings } from './mercantil-settings';
import { checkMercantilCredentials } from './mercantil-credentials-check';

/** Banco Mercantil (docs/banks-mercantil.md, "Going live with Banco Mercantil"). */
export const MERCANTIL = bankConnector<MercantilSettings>({
  id: 'mercantil',
  methods: ['c2p', 'credit_or_debit_card', 'p2p'],
  settingsPrefix: 'MERCANTIL_',
  parseSettings: parseMercantilSettings,
  adapters: (settings, { logger }) => {
    const { merchantIdDocument } = settings;
    return {
      c2p: new MercantilC2pGateway(settings, logger),
      credit_or_debit_card: new MercantilCardGateway(settings, logger),
      // Reported transfers are verified only with the RIF payers send to (MERCANTIL_MERCHANT_ID_DOCUMENT).
      ...(merchantIdDocument ? { p2p: new MercantilP2pGateway({ ...settings, merchantIdDocument }, logger) } : {}),
    };
  },
  account: {
    credentialFields: ['client_id', 'secret_key', 'integrator_id', 'merchant_id', 'terminal_id', 'merchant_phone', 'merchant_id_document'],
    requiredOnlyFor: { merchant_id_document: 'p2p' },
    check: checkMercantilCredentials,
    receivingAccount: (settings) => ({
      bankCode: '0105',
      phoneNumber: `0${settings.merchantPhone.slice(2)}`,
      nationalId: settings.merchantIdDocument ?? '',
      accountNumberLast4: null,
    }),
  },
});
