import { DataSource } from 'typeorm';
import { DataDirInUse } from './adapters/persistence/typeorm/data-dir-lock';
import { CreateMerchant } from './application/merchants/create-merchant';
import { Config } from './config';

/** A start that cannot go on for a reason the operator can fix: printed as one line, no stack. */
export class StartFailure extends Error {}

export function dataDirInUse({ pid, dataDir }: DataDirInUse, command: string): StartFailure {
  return new StartFailure(
    `the embedded database in DATA_DIR=${dataDir} is in use by process ${pid}; stop it before ${command}, `
      + 'or use PostgreSQL (DATABASE_URL), where any number of processes may share the database',
  );
}

/** The reason without a stack: the first line of the message, and the system's code when it has one. */
function reasonOf(error: unknown): string {
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  const nested = (error as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message;
  const text = String(message || nested || error).split('\n')[0];
  return typeof code === 'string' && !text.includes(code) ? `${text} (${code})` : text;
}

export function databaseUnavailable(config: Config, error: unknown): StartFailure {
  const where = config.databaseUrl === null ? `the embedded database in DATA_DIR=${config.dataDir}` : 'the database at DATABASE_URL';
  return new StartFailure(`${where} cannot be opened: ${reasonOf(error)}`);
}

export function portUnavailable(config: Config, error: unknown): StartFailure {
  const code = (error as { code?: string }).code;
  const why = code === 'EADDRINUSE' ? 'is in use by another process' : code === 'EACCES' ? 'needs privileges' : 'cannot be used';
  return new StartFailure(`PORT=${config.port} ${why}: ${reasonOf(error)}; choose another PORT (0 picks a free one)`);
}

/** What is in force: the database, the gateways that take new payment intents, the banks configured, the rate's source. */
export function startSummary(config: Config): string {
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}`;
  const banks = Object.keys(config.gateways.banks).join(', ') || 'none';
  const { provider } = config.rates;
  const rate = provider === 'fixed'
    ? `fixed ${config.usdVesRate}`
    : provider === 'bcv' ? `bcv (${config.rates.bcvUrl})` : `${provider} (the BCV rate as the bank publishes it)`;
  return `database: ${database}; C2P_GATEWAY=${config.gateways.c2p}, CARD_GATEWAY=${config.gateways.card}, banks configured: ${banks}; `
    + `rate provider: ${rate}`;
}

/**
 * A warning when the PostgreSQL server runs without autovacuum: the planner then has no statistics for
 * the service's tables, and dead row versions pile up (docs/operating.md, "Running with PostgreSQL"). Null when it runs, or
 * when the server will not say.
 */
export async function autovacuumWarning(dataSource: { query(sql: string): Promise<unknown> }): Promise<string | null> {
  const rows = (await dataSource.query('SHOW autovacuum').catch(() => [])) as { autovacuum?: string }[];
  if (rows[0]?.autovacuum !== 'off') return null;
  return 'autovacuum is off on this PostgreSQL server: the planner has no statistics for new tables and dead rows pile up; '
    + 'turn it on, or run VACUUM (ANALYZE) on a schedule';
}

/**
 * On an embedded database without any merchant, creates one named `name` (MERCHANT_NAME) and prints its
 * key once, so that the README's two commands give a working key. Returns it, or null when there was a
 * merchant already.
 */
export async function createFirstMerchant(
  dataSource: DataSource, createMerchant: () => CreateMerchant, name: string,
): Promise<FirstMerchant | null> {
  const [{ any }] = await dataSource.query('SELECT EXISTS (SELECT 1 FROM merchants) AS any');
  if (any) return null;
  const { merchant, secretKey, liveSecretKey } = await createMerchant().execute(name);
  return { id: merchant.id, secretKey, liveSecretKey };
}

export type FirstMerchant = { id: string; secretKey: string; liveSecretKey: string };

/** The first merchant's keys, once, as a block of their own on stdout. */
export function printFirstMerchant({ id, secretKey, liveSecretKey }: FirstMerchant, port: number): void {
  process.stdout.write(
    [
      '',
      '================ first merchant (shown once) ================',
      `id:         ${id}`,
      `secret key: ${secretKey}`,
      `live key:   ${liveSecretKey}`,
      `try it:     curl http://localhost:${port}/api/v1/payment_requests -H "Authorization: Bearer ${secretKey}"`,
      'more:       stop the server, then npm run merchant:create -- --name "Acme", or npm run merchant:key',
      '=============================================================',
      '',
    ].join('\n') + '\n',
  );
}
