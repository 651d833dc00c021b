import { PaymentMethod } from '../../domain/payment-intent';
import { GatewayAdapters, GatewayOf, PaymentGateways } from '../../application/ports/payment-gateways';

/** The gateways configured now, by id, and the one chosen for each method. */
export class ConfiguredGateways implements PaymentGateways {
  constructor(
    private readonly chosen: Record<PaymentMethod, string>,
    private readonly adapters: ReadonlyMap<string, GatewayAdapters>,
  ) {
    for (const method of Object.keys(chosen) as PaymentMethod[]) this.forMethod(method);
  }

  forMethod<M extends PaymentMethod>(method: M): { id: string; gateway: GatewayOf<M> } {
    const id = this.chosen[method];
    const gateway = this.adapters.get(id)?.[method];
    if (!gateway) throw new Error(`the gateway ${id} chosen for ${method} is not configured or does not take ${method}`);
    return { id, gateway: gateway as GatewayOf<M> };
  }

  byId(id: string): GatewayAdapters | null {
    return this.adapters.get(id) ?? null;
  }

  configuredIds(): readonly string[] {
    return [...this.adapters.keys()];
  }
}
