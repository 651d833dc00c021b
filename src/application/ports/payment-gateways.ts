import { PaymentMethod } from '../../domain/payment-intent';
import { C2pGateway } from './c2p-gateway';
import { CardGateway } from './card-gateway';
import { token } from './token';

/** One bank's adapters, by payment method; a bank may take only some methods. */
export interface GatewayAdapters {
  c2p?: C2pGateway;
  credit_or_debit_card?: CardGateway;
}

export type GatewayOf<M extends PaymentMethod> = NonNullable<GatewayAdapters[M]>;

/**
 * The gateways configured now. New attempts go to a method's configured gateway; every later
 * question about an attempt goes to the gateway it recorded, by id, whatever the settings say now.
 */
export interface PaymentGateways {
  /** Who takes new attempts of `method` (C2P_GATEWAY, CARD_GATEWAY): its id, recorded on the attempt, and its adapter. */
  forMethod<M extends PaymentMethod>(method: M): { id: string; gateway: GatewayOf<M> };
  /** The adapters of gateway `id`, or null when no such gateway is configured now. */
  byId(id: string): GatewayAdapters | null;
  /** The ids of every gateway configured now. */
  configuredIds(): readonly string[];
}

export const PAYMENT_GATEWAYS = token<PaymentGateways>('PaymentGateways');
