import { bank } from '../bank';
import { BncC2pGateway } from './bnc-c2p-gateway';
import { BncClient } from './bnc-client';
import { BncP2pGateway } from './bnc-p2p-gateway';
import { BncSettings, parseBncSettings } from './bnc-settings';

/** Banco Nacional de Crédito, ESolutions API v4.1: Pago Móvil C2P and reported P2P transfers, no cards. */
export const BNC = bank<BncSettings>({
  id: 'bnc',
  settingsPrefix: 'BNC_',
  parseSettings: parseBncSettings,
  adapters: (settings, { logger }) => {
    // One client, so both gateways share the day's working key and its log-on.
    const client = new BncClient(settings, logger);
    return { c2p: new BncC2pGateway(settings, client, logger), p2p: new BncP2pGateway(settings, client, logger) };
  },
});
