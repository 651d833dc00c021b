import { Owner } from '../../domain/mode';
import { PaymentMethod } from '../../domain/payment-intent';
import { ChosenGateway, GatewayAdapters, GatewayRoute } from './payment-gateways';
import { token } from './token';

/**
 * Where money goes and where money in flight went: the one place that decides which account takes a
 * method for an owner. It keeps itself fresh (every instance sees a new, changed or disabled bank account
 * within seconds); callers only ask.
 */
export interface Routes {
  /**
   * Who takes new payment intents of `method` for `owner`: its id and account, recorded on the payment intent, and its
   * adapter. In test mode the sandbox, whatever the settings; in live mode the merchant's verified bank
   * account that takes the method, else the gateway C2P_GATEWAY / CARD_GATEWAY / P2P_GATEWAY name; null
   * (none) when that is the sandbox (live money never goes through it).
   */
  forMethod<M extends PaymentMethod>(owner: Owner, method: M): Promise<ChosenGateway<M> | null>;
  /**
   * The adapters of gateway `id` (of bank account `bankAccountId` at it, when given, whatever its status now:
   * money in flight settles through a disabled account too), or null when no such gateway or account is known.
   */
  byId(id: string, bankAccountId?: string | null): Promise<GatewayAdapters | null>;
  /** The route keys (see routeKey) of the payment intents and refunds that can be asked about now. */
  routeKeys(): Promise<readonly string[]>;
  /** Every gateway configured now and every merchant's bank account known now, with its adapters: whose statements are read. */
  swept(): Promise<readonly { route: GatewayRoute; adapters: GatewayAdapters }[]>;
}

export const ROUTES = token<Routes>('Routes');
