import { ListedBank } from './bank';
import { BNC } from './bnc/bnc-bank';
import { MERCANTIL } from './mercantil/mercantil-bank';
import { SANDBOX } from './sandbox/sandbox-bank';

/** Every bank the service can talk to. Adding one: its folder under gateways/, one line here, its tests. */
export const BANKS: readonly ListedBank[] = [
  SANDBOX,
  MERCANTIL,
  BNC,
];
