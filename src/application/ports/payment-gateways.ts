import { Mode } from '../../domain/mode';
import { PaymentMethod } from '../../domain/payment-intent';
import { C2pGateway } from './c2p-gateway';
import { CardGateway } from './card-gateway';
import { P2pGateway } from './p2p-gateway';
import { token } from './token';

/** One bank's adapters, by payment method; a bank may take only some methods. */
export interface GatewayAdapters {
  c2p?: C2pGateway;
  credit_or_debit_card?: CardGateway;
  p2p?: P2pGateway;
}

export type GatewayOf<M extends PaymentMethod> = NonNullable<GatewayAdapters[M]>;
export type ChosenGateway<M extends PaymentMethod> = { id: string; gateway: GatewayOf<M> };

/**
 * The gateways configured now. New attempts go to a method's configured gateway; every later
 * question about an attempt goes to the gateway it recorded, by id, whatever the settings say now.
 */
export interface PaymentGateways {
  /**
   * Who takes new attempts of `method` in `mode`: its id, recorded on the attempt, and its adapter. In
   * test mode the sandbox, whatever the settings; in live mode the gateway C2P_GATEWAY / CARD_GATEWAY
   * name, and null when that is the sandbox (live money never goes through it).
   */
  forMethod<M extends PaymentMethod>(method: M, mode: Mode): ChosenGateway<M> | null;
  /** The adapters of gateway `id`, or null when no such gateway is configured now. */
  byId(id: string): GatewayAdapters | null;
  /** The ids of every gateway configured now. */
  configuredIds(): readonly string[];
}

export const PAYMENT_GATEWAYS = token<PaymentGateways>('PaymentGateways');
