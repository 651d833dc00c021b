import { BncSettings } from '../../src/adapters/gateways/bnc/bnc-settings';
import { FakeBnc, FakeBncOptions } from '../../tools/fake-bnc/fake-bnc-server';

/** The credentials the fake bank and the adapters under test share (the ClientGUID is the documentation's example). */
export const FAKE_BNC_CREDENTIALS: FakeBncOptions = {
  clientGuid: '4A074C46-DD4E-4E54-8010-B80A6A8758F4',
  masterKey: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
  terminal: 'TERM0001',
  accountNumber: '01910001482101010049',
  merchantPhone: '584142591177',
  merchantIdDocument: 'J123456789',
};

/** Another merchant's credentials at the same fake bank (`fake.addMerchant(SECOND_FAKE_BNC_CREDENTIALS)`): none equal to the first's. */
export const SECOND_FAKE_BNC_CREDENTIALS: FakeBncOptions = {
  clientGuid: '9B1E2F7C-5A3D-4C8E-B6F0-2D7A9E4C1B53',
  masterKey: '0F1E2D3C4B5A69788796A5B4C3D2E1F0',
  terminal: 'TERM0002',
  accountNumber: '01910002763309090017',
  merchantPhone: '584241118899',
  merchantIdDocument: 'J408765432',
};

/** A fake BNC on a free local port and adapter settings that point at it. */
export async function startFakeBnc(timeouts: { timeoutMs?: number; lookupTimeoutMs?: number } = {}): Promise<{ fake: FakeBnc; settings: BncSettings }> {
  const fake = new FakeBnc(FAKE_BNC_CREDENTIALS);
  const baseUrl = await fake.start();
  return { fake, settings: { ...FAKE_BNC_CREDENTIALS, baseUrl, timeoutMs: timeouts.timeoutMs ?? 5_000, lookupTimeoutMs: timeouts.lookupTimeoutMs ?? 5_000 } };
}

/** The second merchant's adapter settings, at the fake bank and with the timeouts of the first's `settings`. */
export function secondBncMerchantSettings(settings: BncSettings): BncSettings {
  const { baseUrl, timeoutMs, lookupTimeoutMs } = settings;
  return { ...SECOND_FAKE_BNC_CREDENTIALS, baseUrl, timeoutMs, lookupTimeoutMs };
}

/** The BNC_* settings of the service, pointing at the fake. */
export function bncEnv(settings: BncSettings): Record<string, string> {
  return {
    C2P_GATEWAY: 'bnc',
    BNC_BASE_URL: settings.baseUrl,
    BNC_CLIENT_GUID: settings.clientGuid,
    BNC_MASTER_KEY: settings.masterKey,
    BNC_TERMINAL: settings.terminal,
    BNC_ACCOUNT_NUMBER: settings.accountNumber,
    BNC_MERCHANT_PHONE: `0${settings.merchantPhone.slice(2)}`,
    BNC_MERCHANT_ID_DOCUMENT: settings.merchantIdDocument,
    BNC_TIMEOUT_MS: String(settings.timeoutMs),
    BNC_LOOKUP_TIMEOUT_MS: String(settings.lookupTimeoutMs),
  };
}
