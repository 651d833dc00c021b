import { BdvSettings } from '../../src/adapters/gateways/bdv/bdv-settings';
import { FakeBdv, FakeBdvOptions } from '../../tools/fake-bdv/fake-bdv-server';

/** The keys and account the fake bank and the adapters under test share: a different key per product. */
export const FAKE_BDV_MERCHANT: FakeBdvOptions = {
  keys: { c2p: 'C2PKEY0123456789ABCDEF', conciliation: '96R7CONCILIATION00BD1Z', suite: '256DSUITEKEY00000C693' },
  merchantPhone: '04142591177',
  merchantIdDocument: 'J123456789',
  accountNumber: '01020501830003283374',
};

/** Another merchant at the same fake bank (`fake.addMerchant(SECOND_FAKE_BDV_MERCHANT)`), with one key for every product. */
export const SECOND_FAKE_BDV_MERCHANT: FakeBdvOptions = {
  keys: { c2p: 'ONEKEYFORALL0000SECOND', conciliation: 'ONEKEYFORALL0000SECOND', suite: 'ONEKEYFORALL0000SECOND' },
  merchantPhone: '04241118899',
  merchantIdDocument: 'J408765432',
  accountNumber: '01020002763309090017',
};

export function bdvSettingsFor(merchant: FakeBdvOptions, connection: Pick<BdvSettings, 'baseUrl' | 'pathStyle' | 'timeoutMs' | 'lookupTimeoutMs'>): BdvSettings {
  return {
    ...connection,
    c2pApiKey: merchant.keys.c2p,
    conciliationApiKey: merchant.keys.conciliation,
    suiteApiKey: merchant.keys.suite,
    merchantPhone: merchant.merchantPhone,
    merchantIdDocument: merchant.merchantIdDocument,
    accountNumber: merchant.accountNumber,
  };
}

/** A fake BDV on a free local port and adapter settings that point at it. */
export async function startFakeBdv(
  options: { timeoutMs?: number; lookupTimeoutMs?: number; pathStyle?: BdvSettings['pathStyle'] } = {},
): Promise<{ fake: FakeBdv; settings: BdvSettings }> {
  const fake = new FakeBdv(FAKE_BDV_MERCHANT);
  const baseUrl = await fake.start();
  const connection = { baseUrl, pathStyle: options.pathStyle ?? 'plain', timeoutMs: options.timeoutMs ?? 5_000, lookupTimeoutMs: options.lookupTimeoutMs ?? 5_000 };
  return { fake, settings: bdvSettingsFor(FAKE_BDV_MERCHANT, connection) };
}

/** The BDV_* settings of the service, pointing at the fake. */
export function bdvEnv(settings: BdvSettings): Record<string, string> {
  return {
    C2P_GATEWAY: 'bdv',
    BDV_BASE_URL: settings.baseUrl,
    BDV_PATH_STYLE: settings.pathStyle,
    BDV_C2P_API_KEY: settings.c2pApiKey,
    BDV_CONCILIATION_API_KEY: settings.conciliationApiKey,
    BDV_SUITE_API_KEY: settings.suiteApiKey,
    BDV_MERCHANT_PHONE: settings.merchantPhone,
    BDV_MERCHANT_ID_DOCUMENT: settings.merchantIdDocument,
    BDV_ACCOUNT_NUMBER: settings.accountNumber,
    BDV_TIMEOUT_MS: String(settings.timeoutMs),
    BDV_LOOKUP_TIMEOUT_MS: String(settings.lookupTimeoutMs),
  };
}
