import { SandboxP2pGateway } from '../../../src/adapters/gateways/sandbox/sandbox-p2p-gateway';
import { ReconcilePendingPayments } from '../../../src/application/checkout/reconcile-pending-payments';
import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';

/** 10:00 in Caracas: paid_on may be 2026-11-21 to 2026-11-24. */
export const START = '2026-11-24T14:00:00.000Z';

/** The transfer form's section of a page, or '' when it has none. */
export const p2pSection = (text: string): string =>
  /<section class="card"[^>]* aria-labelledby="p2p-title">[\s\S]*?<\/section>/.exec(text)?.[0] ?? '';

export interface P2pTestApp {
  app: TestApp;
  merchant: TestMerchant;
  clock: FixedClock;
  /** The sandbox's P2P gateway, on `clock`: `verifications` counts how often the bank was asked. */
  p2p: SandboxP2pGateway;
  /** One pass of the reconciler, which asks the bank again for the transfers it has not shown. */
  reconcile(): Promise<unknown>;
}

/**
 * One app per file whose sandbox P2P gateway and clock the test moves, emptied before each test, with
 * a fresh merchant "Acme"; `use` receives them each time.
 */
export function withP2pTestApp(use: (setup: P2pTestApp) => void): void {
  let app: TestApp;
  const clock = new FixedClock(START);
  const p2p = new SandboxP2pGateway(() => clock.now().getTime());
  beforeAll(async () => {
    app = await startTestApp({ overrides: { clock, gateways: { sandbox: { p2p } } } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    clock.set(START);
    p2p.verifications = 0;
    const merchant = await app.merchant('Acme');
    use({ app, merchant, clock, p2p, reconcile: () => app.container.get(ReconcilePendingPayments).execute() });
  });
}
