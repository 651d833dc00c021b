import { FakeBnc } from './fake-bnc-server';

/**
 * `npm run fake:bnc`: the fake bank on FAKE_BNC_PORT (8457), expecting the BNC_* settings the service is started with.
 * FAKE_BNC_MOVEMENTS=dictionary answers the movements keyed by the account number, as the bank's v4.1 documentation writes them.
 */
const env = process.env;
const fake = new FakeBnc({
  clientGuid: env.BNC_CLIENT_GUID ?? '4A074C46-DD4E-4E54-8010-B80A6A8758F4',
  masterKey: env.BNC_MASTER_KEY ?? 'fake-master-key-0000000000000000',
  terminal: env.BNC_TERMINAL ?? 'TERM0001',
  accountNumber: env.BNC_ACCOUNT_NUMBER ?? '01910000000000000000',
  merchantPhone: env.BNC_MERCHANT_PHONE?.replace(/^\+?58|^0/, '58') ?? '584142591177',
  merchantIdDocument: env.BNC_MERCHANT_ID_DOCUMENT?.replace('-', '').toUpperCase() ?? 'J123456789',
});

if (env.FAKE_BNC_MOVEMENTS === 'dictionary') fake.operations.movementsAs = 'dictionary';

fake
  .start(Number(env.FAKE_BNC_PORT ?? 8457), env.FAKE_BNC_HOST ?? '127.0.0.1')
  .then((url) => console.log(`fake BNC listening: BNC_BASE_URL=${url}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void fake.close().then(() => process.exit(0)));
