import { FakeBdv } from './fake-bdv-server';

/**
 * `npm run fake:bdv`: the fake bank on FAKE_BDV_PORT (8458), expecting the BDV_* settings the service is started
 * with (BDV_BASE_URL=http://127.0.0.1:8458; either BDV_PATH_STYLE answers).
 */
const env = process.env;
const fake = new FakeBdv({
  keys: {
    c2p: env.BDV_C2P_API_KEY ?? 'fake-c2p-key-0000',
    conciliation: env.BDV_CONCILIATION_API_KEY ?? 'fake-conciliation-key-0000',
    suite: env.BDV_SUITE_API_KEY ?? 'fake-suite-key-0000',
  },
  merchantPhone: env.BDV_MERCHANT_PHONE?.replace(/^\+?58/, '0') ?? '04142591177',
  merchantIdDocument: env.BDV_MERCHANT_ID_DOCUMENT?.replace('-', '').toUpperCase() ?? 'J123456789',
  accountNumber: env.BDV_ACCOUNT_NUMBER ?? '01020501830003283374',
});

fake
  .start(Number(env.FAKE_BDV_PORT ?? 8458), env.FAKE_BDV_HOST ?? '127.0.0.1')
  .then((url) => console.log(`fake BDV listening: BDV_BASE_URL=${url}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void fake.close().then(() => process.exit(0)));
