import { MercantilP2pSettings } from '../../src/adapters/gateways/mercantil/mercantil-p2p-gateway';
import { MercantilSettings } from '../../src/adapters/gateways/mercantil/mercantil-settings';
import { FakeMercantil, FakeMercantilOptions } from '../../tools/fake-mercantil/fake-mercantil-server';

/** The credentials the fake bank and the adapters under test share. */
export const FAKE_CREDENTIALS: FakeMercantilOptions = {
  clientId: 'test-client-id-81f2',
  secretKey: 'A9279120481620090622AA30',
  integratorId: '31',
  merchantId: '200284',
  terminalId: '1',
  merchantPhone: '584142591177',
};

/** Another merchant's credentials at the same fake bank (`fake.addMerchant(SECOND_FAKE_CREDENTIALS)`): none equal to the first's. */
export const SECOND_FAKE_CREDENTIALS: FakeMercantilOptions & { merchantIdDocument: string } = {
  clientId: 'test-client-id-5d0c',
  secretKey: 'B3C81D20F57E4A9961C0DE42',
  integratorId: '31',
  merchantId: '200517',
  terminalId: '2',
  merchantPhone: '584241118899',
  merchantIdDocument: 'J-408765432',
};

/** A fake bank on a free local port and adapter settings that point at it. */
export async function startFakeMercantil(
  timeouts: { timeoutMs?: number; lookupTimeoutMs?: number } = {},
  /** The bank's clock (the real one unless given): the day it books charges, refunds and transfers on. */
  now?: () => Date,
): Promise<{ fake: FakeMercantil; settings: MercantilSettings }> {
  const fake = new FakeMercantil(FAKE_CREDENTIALS, now);
  const baseUrl = await fake.start();
  return { fake, settings: { ...FAKE_CREDENTIALS, baseUrl, timeoutMs: timeouts.timeoutMs ?? 5_000, lookupTimeoutMs: timeouts.lookupTimeoutMs ?? 5_000 } };
}

/** The second merchant's adapter settings, its RIF included, at the fake bank and with the timeouts of the first's `settings`. */
export function secondMerchantSettings(settings: MercantilSettings): MercantilP2pSettings {
  const { baseUrl, timeoutMs, lookupTimeoutMs } = settings;
  return { ...SECOND_FAKE_CREDENTIALS, baseUrl, timeoutMs, lookupTimeoutMs };
}

/** The MERCANTIL_* settings of the service, pointing at the fake. */
export function mercantilEnv(settings: MercantilSettings): Record<string, string> {
  return {
    C2P_GATEWAY: 'mercantil',
    CARD_GATEWAY: 'mercantil',
    MERCANTIL_BASE_URL: settings.baseUrl,
    MERCANTIL_CLIENT_ID: settings.clientId,
    MERCANTIL_SECRET_KEY: settings.secretKey,
    MERCANTIL_INTEGRATOR_ID: settings.integratorId,
    MERCANTIL_MERCHANT_ID: settings.merchantId,
    MERCANTIL_TERMINAL_ID: settings.terminalId,
    MERCANTIL_MERCHANT_PHONE: `0${settings.merchantPhone.slice(2)}`,
    MERCANTIL_TIMEOUT_MS: String(settings.timeoutMs),
    MERCANTIL_LOOKUP_TIMEOUT_MS: String(settings.lookupTimeoutMs),
  };
}
