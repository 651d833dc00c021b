import { Owner } from '../../domain/mode';
import { PagoMovilAccount } from '../../domain/payment-requests';
import { token } from './token';

/** Where payers of the owner's requests send a Pago Móvil transfer today; null: no P2P gateway takes that mode. */
export type PagoMovilRouting = (owner: Owner) => Promise<PagoMovilAccount | null>;

export const PAGO_MOVIL_ROUTING = token<PagoMovilRouting>('PagoMovilRouting');

/** No account takes Pago Móvil: requests record none. */
export const NO_PAGO_MOVIL: PagoMovilRouting = async () => null;
