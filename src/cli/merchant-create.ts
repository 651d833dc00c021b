import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { CreateMerchant } from '../application/merchants/create-merchant';
import { exitWithFailure, withServiceContainer } from './cli-container';
import { UsageError } from './usage-error';

const USAGE = 'usage: npm run merchant:create -- --name "Acme"';

/** Creates a merchant and prints, as the last line, {"id","name","secret_key","live_secret_key"}. The keys are shown once. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { name: { type: 'string' } }, strict: true });
  const name = values.name;
  if (!name || name.trim() === '') throw new UsageError(USAGE);

  await withServiceContainer('npm run merchant:create (on an empty database the server prints a first key)', async (container) => {
    const { merchant, secretKey, liveSecretKey } = await container.get(CreateMerchant).execute(name);
    const printed = { id: merchant.id, name: merchant.name, secret_key: secretKey, live_secret_key: liveSecretKey };
    process.stdout.write(`${JSON.stringify(printed)}\n`);
  });
}

main().catch((error: unknown) => exitWithFailure('merchant:create', USAGE, error));
