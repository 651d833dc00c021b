import { Owner, modeOf } from '../../domain/mode';
import { PaymentMethod } from '../../domain/payment-intent';
import { ChosenGateway, GatewayAdapters, GatewayOf, GatewayRoute } from '../../application/ports/payment-gateways';
import { Routes } from '../../application/ports/routing';
import { AccountGatewayDirectory } from './account-gateway-directory';

/**
 * The routes: the gateways configured now, by id, the one chosen for each method, the one test mode always
 * uses, and (with a directory) each merchant's own bank accounts, which take their merchant's live payment intents
 * first. Every question brings the directory up to date first (it reads the database only when a few seconds old).
 */
export class ConfiguredRoutes implements Routes {
  constructor(
    /** The gateway each method's new live payment intents go to; a method left out has none. */
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

  async forMethod<M extends PaymentMethod>(owner: Owner, method: M): Promise<ChosenGateway<M> | null> {
    await this.directory?.refresh();
    return this.lastKnownForMethod(owner, method);
  }

  /**
   * As `forMethod`, from what the directory last read, without reading it again: only for what is shown
   * beside a request (its `pago_movil`), never to route money.
   */
  lastKnownForMethod<M extends PaymentMethod>(owner: Owner, method: M): ChosenGateway<M> | null {
    const mode = modeOf(owner.livemode);
    const own = mode === 'live' ? this.directory?.routeFor(owner.merchantId, method) : null;
    if (own) {
      const { bank, id, c2pKeyChecked } = own.account;
      return { id: bank, bankAccountId: id, gateway: own.adapters[method] as GatewayOf<M>, c2pKeyChecked };
    }
    const id = mode === 'test' ? this.testGatewayId : this.chosen[method];
    if (id === undefined || (mode === 'live' && id === this.testGatewayId)) return null;
    const gateway = this.adapters.get(id)?.[method];
    return gateway ? { id, bankAccountId: null, gateway: gateway as GatewayOf<M> } : null;
  }

  async byId(id: string, bankAccountId: string | null = null): Promise<GatewayAdapters | null> {
    if (bankAccountId === null) return this.adapters.get(id) ?? null;
    await this.directory?.refresh();
    return this.directory?.adaptersOf(bankAccountId) ?? null;
  }

  async routeKeys(): Promise<readonly string[]> {
    await this.directory?.refresh();
    return [...this.adapters.keys(), ...this.accounts().map((account) => account.bankAccountId as string)];
  }

  async swept(): Promise<readonly { route: GatewayRoute; adapters: GatewayAdapters }[]> {
    await this.directory?.refresh();
    const deployment = [...this.adapters].map(([gatewayId, adapters]) => ({ route: { gatewayId, bankAccountId: null }, adapters }));
    const accounts = this.accounts().map((route) => ({ route, adapters: this.directory?.adaptersOf(route.bankAccountId as string) ?? {} }));
    return [...deployment, ...accounts];
  }

  private accounts(): readonly GatewayRoute[] {
    return this.directory?.known() ?? [];
  }

  private adapterOf<M extends PaymentMethod>(id: string, method: M): GatewayOf<M> {
    const gateway = this.adapters.get(id)?.[method];
    if (!gateway) throw new Error(`the gateway ${id} chosen for ${method} is not configured or does not take ${method}`);
    return gateway as GatewayOf<M>;
  }
}
