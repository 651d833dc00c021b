import { bank } from '../bank';
import { MercantilC2pGateway } from './mercantil-c2p-gateway';
import { MercantilCardGateway } from './mercantil-card-gateway';
import { MercantilSettings, parseMercantilSettings } from './mercantil-settings';

/** Banco Mercantil (README, "Going live with Banco Mercantil"). */
export const MERCANTIL = bank<MercantilSettings>({
  id: 'mercantil',
  settingsPrefix: 'MERCANTIL_',
  parseSettings: parseMercantilSettings,
  adapters: (settings, { logger }) => ({
    c2p: new MercantilC2pGateway(settings, logger),
    credit_or_debit_card: new MercantilCardGateway(settings, logger),
  }),
});
