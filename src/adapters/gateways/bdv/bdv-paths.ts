/** The two sets of paths BDV serves: production's (`plain`) and the QA environment's, ending in `/v2`. */
export const BDV_PATH_STYLES = ['plain', 'v2'] as const;
export type BdvPathStyle = (typeof BDV_PATH_STYLES)[number];

export type BdvOperation = 'paymentkey' | 'process' | 'annulment' | 'getMovement' | 'getOutMovement' | 'vuelto' | 'movements' | 'balance';

/** Which of the merchant's keys each operation is sent with. */
export type BdvKeyFamily = 'c2p' | 'conciliation' | 'suite';

const C2P = '/BankMobilePaymentC2P/MultipleAccounts';

const PATHS: Readonly<Record<BdvOperation, { plain: string; v2: string; family: BdvKeyFamily }>> = {
  paymentkey: { plain: `${C2P}/paymentkey`, v2: `${C2P}/paymentkey/v2`, family: 'c2p' },
  process: { plain: `${C2P}/process`, v2: `${C2P}/process/v2`, family: 'c2p' },
  annulment: { plain: `${C2P}/annulment`, v2: `${C2P}/annulment/v2`, family: 'c2p' },
  getMovement: { plain: '/getMovement', v2: '/getMovement/v2', family: 'conciliation' },
  getOutMovement: { plain: '/getOutMovement', v2: '/getOutMovement/v2', family: 'suite' },
  vuelto: { plain: '/api/vuelto', v2: '/api/vuelto/v2', family: 'suite' },
  movements: { plain: '/apis/bdv/consulta/movimientos', v2: '/apis/bdv/consulta/movimientos/v2', family: 'suite' },
  // Production's balance path is singular; the QA manual's is plural.
  balance: { plain: '/account/balance', v2: '/account/balances/v2', family: 'suite' },
};

export function bdvPath(operation: BdvOperation, style: BdvPathStyle): string {
  return PATHS[operation][style];
}

export function keyFamilyOf(operation: BdvOperation): BdvKeyFamily {
  return PATHS[operation].family;
}

export const BDV_OPERATIONS = Object.keys(PATHS) as BdvOperation[];
