import { integerSetting } from '../../../setting-parsers';
import { bankConnector } from '../bank-connector';
import { SandboxC2pGateway } from './sandbox-c2p-gateway';
import { SandboxCardGateway } from './sandbox-card-gateway';
import { SandboxP2pGateway } from './sandbox-p2p-gateway';

export interface SandboxSettings {
  /** SANDBOX_LATENCY_MS: how long each sandbox charge takes to answer (0 by default); for trying timeouts and crashes. */
  latencyMs: number;
}

/** Always configured: it needs no credentials and moves no money. */
export const SANDBOX = bankConnector<SandboxSettings>({
  id: 'sandbox',
  methods: ['c2p', 'credit_or_debit_card', 'p2p'],
  settingsPrefix: 'SANDBOX_',
  parseSettings: (section) => ({ latencyMs: integerSetting(section, 'SANDBOX_LATENCY_MS', 0, 0, 600_000) }),
  adapters: ({ latencyMs }) => ({
    c2p: new SandboxC2pGateway(latencyMs), credit_or_debit_card: new SandboxCardGateway(latencyMs), p2p: new SandboxP2pGateway(),
  }),
});
