import { FakeMercantil } from './fake-mercantil-server';

/**
 * `npm run fake:mercantil`: the fake bank on FAKE_MERCANTIL_PORT (8456), expecting the MERCANTIL_*
 * settings the service is started with (docs/banks-mercantil.md, "The local fake Mercantil"; the defaults there).
 */
const env = process.env;
const fake = new FakeMercantil({
  clientId: env.MERCANTIL_CLIENT_ID ?? 'fake-client-id',
  secretKey: env.MERCANTIL_SECRET_KEY ?? 'A9279120481620090622AA30',
  integratorId: env.MERCANTIL_INTEGRATOR_ID ?? '31',
  merchantId: env.MERCANTIL_MERCHANT_ID ?? '200284',
  terminalId: env.MERCANTIL_TERMINAL_ID ?? '1',
  merchantPhone: env.MERCANTIL_MERCHANT_PHONE?.replace(/^\+?58|^0/, '58') ?? '584142591177',
});

fake
  .start(Number(env.FAKE_MERCANTIL_PORT ?? 8456), env.FAKE_MERCANTIL_HOST ?? '127.0.0.1')
  .then((url) => console.log(`fake Banco Mercantil listening: MERCANTIL_BASE_URL=${url}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void fake.close().then(() => process.exit(0)));
