import { bank } from '../bank';
import { MercantilC2pGateway } from './mercantil-c2p-gateway';
import { MercantilCardGateway } from './mercantil-card-gateway';
import { MercantilP2pGateway } from './mercantil-p2p-gateway';
import { MercantilSettings, parseMercantilSettings } from './mercantil-settings';

/** Banco Mercantil (docs/OPERATING.md, "Going live with Banco Mercantil"). */
export const MERCANTIL = bank<MercantilSettings>({
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
});
