import { PaymentMethod } from '../../domain/payment-intent';
import { C2pGateway } from './c2p-gateway';
import { CardGateway } from './card-gateway';
import { P2pGateway } from './p2p-gateway';

/** One bank's adapters, by payment method; a bank may take only some methods. */
export interface GatewayAdapters {
  c2p?: C2pGateway;
  credit_or_debit_card?: CardGateway;
  p2p?: P2pGateway;
}

export type GatewayOf<M extends PaymentMethod> = NonNullable<GatewayAdapters[M]>;
/** Who takes a new payment intent: the gateway, the merchant's own account at it (null: the deployment's), its adapter. */
/**
 * `c2pKeyChecked`: a merchant's account whose C2P key a bank's answer has already proven, as the routes last read
 * it (absent for the deployment's own gateways).
 */
export type ChosenGateway<M extends PaymentMethod> = {
  id: string; bankAccountId: string | null; gateway: GatewayOf<M>; c2pKeyChecked?: boolean;
};

/** Where a payment intent or refund went: the gateway and, when it was a merchant's own, the bank account. */
export interface GatewayRoute {
  gatewayId: string;
  bankAccountId: string | null;
}

/** What a payment intent or refund is asked about through: its bank account when a merchant's own, else its gateway. */
export function routeKey(route: { gatewayId: string | null; bankAccountId: string | null }): string {
  return route.bankAccountId ?? route.gatewayId ?? '';
}

