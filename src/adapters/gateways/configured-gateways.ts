import { Mode } from '../../domain/mode';
import { PaymentMethod } from '../../domain/payment-intent';
import { ChosenGateway, GatewayAdapters, GatewayOf, PaymentGateways } from '../../application/ports/payment-gateways';

/** The gateways configured now, by id, the one chosen for each method, and the one test mode always uses. */
export class ConfiguredGateways implements PaymentGateways {
  constructor(
    /** The gateway each method's new live attempts go to; a method left out has none. */
    private readonly chosen: Partial<Record<PaymentMethod, string>>,
    private readonly adapters: ReadonlyMap<string, GatewayAdapters>,
    private readonly testGatewayId: string,
  ) {
    for (const method of Object.keys(chosen) as PaymentMethod[]) {
      this.adapterOf(chosen[method] as string, method);
      this.adapterOf(testGatewayId, method);
    }
  }

  forMethod<M extends PaymentMethod>(method: M, mode: Mode): ChosenGateway<M> | null {
    const id = mode === 'test' ? this.testGatewayId : this.chosen[method];
    if (id === undefined || (mode === 'live' && id === this.testGatewayId)) return null;
    const gateway = this.adapters.get(id)?.[method];
    return gateway ? { id, gateway: gateway as GatewayOf<M> } : null;
  }

  byId(id: string): GatewayAdapters | null {
    return this.adapters.get(id) ?? null;
  }

  configuredIds(): readonly string[] {
    return [...this.adapters.keys()];
  }

  private adapterOf<M extends PaymentMethod>(id: string, method: M): GatewayOf<M> {
    const gateway = this.adapters.get(id)?.[method];
    if (!gateway) throw new Error(`the gateway ${id} chosen for ${method} is not configured or does not take ${method}`);
    return gateway as GatewayOf<M>;
  }
}
