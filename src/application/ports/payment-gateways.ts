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
/** Who takes a new attempt: the gateway, the merchant's own account at it (null: the deployment's), its adapter. */
export type ChosenGateway<M extends PaymentMethod> = { id: string; bankAccountId: string | null; gateway: GatewayOf<M> };

/** Where an attempt or refund went: the gateway and, when it was a merchant's own, the bank account. */
export interface GatewayRoute {
  gatewayId: string;
  bankAccountId: string | null;
}

/**
 * The gateways configured now. New attempts go to a method's configured gateway; every later
 * question about an attempt goes to the gateway it recorded, by id, whatever the settings say now.
 */
export interface PaymentGateways {
  /**
   * Who takes new attempts of `method` in `mode` for merchant `merchantId`: its id and account, recorded on
   * the attempt, and its adapter. In test mode the sandbox, whatever the settings; in live mode the merchant's
   * verified bank account that takes the method, else the gateway C2P_GATEWAY / CARD_GATEWAY / P2P_GATEWAY
   * name, and null when that is the sandbox (live money never goes through it). Call `refresh` first.
   */
  forMethod<M extends PaymentMethod>(method: M, mode: Mode, merchantId?: string): ChosenGateway<M> | null;
  /**
   * The adapters of gateway `id` (of bank account `bankAccountId` at it, when given), or null when no such
   * gateway (or account) is known now.
   */
  byId(id: string, bankAccountId?: string | null): GatewayAdapters | null;
  /**
   * The ids of every gateway configured now and of every merchant's bank account known now (`ba_…`): the
   * route keys (see routeKey) of the attempts and refunds that can be asked about now.
   */
  configuredRouteKeys(): readonly string[];
  /** Every merchant's bank account known now: its statement is read like a gateway's. */
  accounts(): readonly GatewayRoute[];
  /** Brings the merchants' bank accounts up to date (at most a few seconds old; `now`: at once): call before routing. */
  refresh(now?: boolean): Promise<void>;
}

/** What an attempt or refund is asked about through: its bank account when a merchant's own, else its gateway. */
export function routeKey(route: { gatewayId: string | null; bankAccountId: string | null }): string {
  return route.bankAccountId ?? route.gatewayId ?? '';
}

export const PAYMENT_GATEWAYS = token<PaymentGateways>('PaymentGateways');
