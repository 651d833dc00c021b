import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createDataSource } from '../src/adapters/persistence/typeorm/data-source';
import { runMigrations } from '../src/adapters/persistence/typeorm/run-migrations';
import { legacyModeOf } from '../src/adapters/gateways/registry';
import { loadConfig } from '../src/config';
import { SEED_DEFAULTS, seedPaymentRequests } from './seed-payment-requests';

const USAGE = 'usage: npm run seed -- --merchant mer_… --requests 1000000 [--customers 100000] [--days 365] [--live]';

/** Bulk-loads realistic payment requests for one merchant (docs/benchmarks.md, "Lists at a million requests"). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { merchant: { type: 'string' }, requests: { type: 'string' }, customers: { type: 'string' }, days: { type: 'string' }, live: { type: 'boolean' } },
    strict: true,
  });
  if (!values.merchant) throw new RangeError('--merchant is required');
  const options = {
    merchantId: values.merchant,
    livemode: values.live ?? false,
    requests: count(values.requests, '--requests', 1_000_000),
    customers: count(values.customers ?? String(SEED_DEFAULTS.customers), '--customers', 1_000_000),
    days: count(values.days ?? String(SEED_DEFAULTS.days), '--days', 3650),
    rate: SEED_DEFAULTS.rate,
  };
  const config = loadConfig();
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  try {
    await runMigrations(dataSource, { legacyMode: legacyModeOf(config.gateways) });
    const started = Date.now();
    await seedPaymentRequests(dataSource, options, (line) => console.log(line));
    console.log(`seeded ${options.requests} payment requests for ${options.merchantId} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await dataSource.destroy();
  }
}

function count(value: string | undefined, name: string, max: number): number {
  if (value === undefined) throw new RangeError(`${name} is required`);
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) throw new RangeError(`${name} must be a whole number from 1 to ${max}`);
  return Number(value);
}

main().catch((error: unknown) => {
  console.error(error instanceof RangeError ? `${error.message}\n${USAGE}` : error);
  process.exit(1);
});
