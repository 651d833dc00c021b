import { Mode } from '../../domain/mode';
import { PaymentMethod } from '../../domain/payment-intent';
import { ChosenGateway, GatewayAdapters, GatewayOf, GatewayRoute, PaymentGateways } from '../../application/ports/payment-gateways';
import { AccountGatewayDirectory } from './account-gateway-directory';

/**
 * The gateways configured now, by id, the one chosen for each method, the one test mode always uses, and
 * (with a directory) each merchant's own bank accounts, which take their merchant's live attempts first.
 */
export class ConfiguredGateways implements PaymentGateways {
  constructor(
    /** The gateway each method's new live attempts go to; a method left out has none. */
    private readonly chosen: Partial<Record<PaymentMethod, string>>,
    private readonly adapters: ReadonlyMap<string, GatewayAdapters>,
    private readonly testGatewayId: string,
    private readonly directory: AccountGatewayDirectory | null = null,
  ) {
    for (const method of Object.keys(chosen) as PaymentMethod[]) {
      this.adapterOf(chosen[method] as string, method);
      this.adapterOf(testGatewayId, method);
    }
  }

  forMethod<M extends PaymentMethod>(method: M, mode: Mode, merchantId?: string): ChosenGateway<M> | null {
    const own = mode === 'live' && merchantId !== undefined ? this.directory?.routeFor(merchantId, method) : null;
    if (own) return { id: own.account.bank, bankAccountId: own.account.id, gateway: own.adapters[method] as GatewayOf<M> };
    const id = mode === 'test' ? this.testGatewayId : this.chosen[method];
    if (id === undefined || (mode === 'live' && id === this.testGatewayId)) return null;
    const gateway = this.adapters.get(id)?.[method];
    return gateway ? { id, bankAccountId: null, gateway: gateway as GatewayOf<M> } : null;
  }

  byId(id: string, bankAccountId: string | null = null): GatewayAdapters | null {
    if (bankAccountId === null) return this.adapters.get(id) ?? null;
    return this.directory?.adaptersOf(bankAccountId) ?? null;
  }

  accounts(): readonly GatewayRoute[] {
    return this.directory?.known() ?? [];
  }

  async refresh(now = false): Promise<void> {
    await this.directory?.refresh(now);
  }

  configuredRouteKeys(): readonly string[] {
    return [...this.adapters.keys(), ...this.accounts().flatMap((account) => (account.bankAccountId ? [account.bankAccountId] : []))];
  }

  private adapterOf<M extends PaymentMethod>(id: string, method: M): GatewayOf<M> {
    const gateway = this.adapters.get(id)?.[method];
    if (!gateway) throw new Error(`the gateway ${id} chosen for ${method} is not configured or does not take ${method}`);
    return gateway as GatewayOf<M>;
  }
}
