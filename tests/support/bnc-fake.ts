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

/** A fake BNC on a free local port and adapter settings that point at it. */
export async function startFakeBnc(timeouts: { timeoutMs?: number; lookupTimeoutMs?: number } = {}): Promise<{ fake: FakeBnc; settings: BncSettings }> {
  const fake = new FakeBnc(FAKE_BNC_CREDENTIALS);
  const baseUrl = await fake.start();
  return { fake, settings: { ...FAKE_BNC_CREDENTIALS, baseUrl, timeoutMs: timeouts.timeoutMs ?? 5_000, lookupTimeoutMs: timeouts.lookupTimeoutMs ?? 5_000 } };
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
