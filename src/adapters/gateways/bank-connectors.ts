import { ListedBankConnector } from './bank-connector';
import { BDV } from './bdv/bdv-connector';
import { BNC } from './bnc/bnc-connector';
import { MERCANTIL } from './mercantil/mercantil-connector';
import { SANDBOX } from './sandbox/sandbox-connector';

/** Every bank the service can talk to. Adding one: its folder under gateways/, one line here, its tests. */
export const BANK_CONNECTORS: readonly ListedBankConnector[] = [
  SANDBOX,
  MERCANTIL,
  BNC,
  BDV,
];
