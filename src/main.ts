import './v8-tuning';
import 'reflect-metadata';
import { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Express } from 'express';
import { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { createHttpServer } from './adapters/http/http-server';
import { InFlightResponses } from './adapters/http/in-flight-responses';
import { createDataSource } from './adapters/persistence/typeorm/data-source';
import { Database } from './adapters/persistence/typeorm/database';
import { legacyModeOf } from './adapters/gateways/registry';
import { runMigrations } from './adapters/persistence/typeorm/run-migrations';
import { backfillGatewayIds } from './adapters/persistence/typeorm/backfill-gateway-ids';
import { createLogger } from './adapters/observability/logger';
import { AuthenticateMerchant } from './application/merchants/authenticate-merchant';
import { processShutdown } from './adapters/observability/shutdown-state';
import { scheduleExpiry } from './adapters/scheduling/expiry-schedule';
import { scheduleIdempotencyPurge } from './adapters/scheduling/idempotency-purge-schedule';
import { scheduleCountFolding } from './adapters/scheduling/count-folding-schedule';
import { foldCountChanges } from './adapters/persistence/typeorm/count-folding';
import { scheduleReconciliation } from './adapters/scheduling/reconciliation-schedule';
import { scheduleRateRefresh } from './adapters/scheduling/rate-refresh-schedule';
import { scheduleStatementSweep } from './adapters/scheduling/statement-sweep-schedule';
import { RateRefresher } from './adapters/rates/rate-refresher';
import { refreshRate } from './adapters/rates/refresh-rate';
import { ExpirePaymentRequests } from './application/payment-requests/expire-payment-requests';
import { PurgeIdempotencyKeys } from './application/idempotency/purge-idempotency-keys';
import { ReconcilePendingPayments } from './application/checkout/reconcile-pending-payments';
import { ReconcilePendingRefunds } from './application/refunds/reconcile-pending-refunds';
import { SweepStatements } from './application/statements/sweep-statements';
import { Config, ConfigError, loadConfig } from './config';
import {
  StartFailure, autovacuumWarning, createFirstMerchant, dataDirInUse, databaseUnavailable, portUnavailable, printFirstMerchant,
  startSummary,
} from './startup';
import { lockDataDir } from './adapters/persistence/typeorm/data-dir-lock';
import { CreateMerchant } from './application/merchants/create-merchant';
import { HTTP_APP, WEBHOOK_DELIVERY_WORKER, createContainer } from './container';
import { credentialsKeyRing, keyRingNoticeText } from './adapters/security/credentials-key-ring';
import { LIMIT_STORES } from './adapters/limits/limit-stores';

/** How often expired Idempotency-Keys are purged. */
const IDEMPOTENCY_PURGE_INTERVAL_MS = 10 * 60_000;
/** How often the lists' count changes are folded into their counts (docs/architecture.md, "One busy merchant"). */
const COUNT_FOLD_INTERVAL_MS = 1_000;

async function start(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  lockEmbeddedDatabase(config);
  const dataSource = await openDatabase(config, logger).catch((error: unknown) => {
    throw databaseUnavailable(config, error);
  });
  const database = new Database(dataSource);
  const container = createContainer({ config, database, logger });
  // Read once here to say what was found (a key file written now, or none on PostgreSQL); the cipher reads it again on first use.
  const keyNotice = credentialsKeyRing(config.bankCredentialsKeys, config).notice;
  if (keyNotice) logger[keyNotice.kind === 'missing' ? 'warn' : 'info'](keyRingNoticeText(keyNotice));
  if (config.webhooks.allowPrivateUrls) {
    logger.warn('WEBHOOK_ALLOW_PRIVATE_URLS=true: webhook endpoints may use http:// and loopback or private addresses (development only)');
  }
  const app = container.get<Express>(HTTP_APP);
  const server = createHttpServer(app);
  const stopReconciling = scheduleReconciliation(
    { payments: container.get(ReconcilePendingPayments), refunds: container.get(ReconcilePendingRefunds) },
    config.reconcileIntervalSeconds * 1000,
    logger,
  );
  const stopSweeping = scheduleStatementSweep(container.get(SweepStatements), config.statementSweepIntervalMinutes * 60_000, logger);
  const stopExpiring = scheduleExpiry(container.get(ExpirePaymentRequests), config.expirySweepIntervalSeconds * 1000, logger);
  const stopPurging = scheduleIdempotencyPurge(container.get(PurgeIdempotencyKeys), IDEMPOTENCY_PURGE_INTERVAL_MS, logger);
  const stopFolding = scheduleCountFolding(() => foldCountChanges(database), COUNT_FOLD_INTERVAL_MS, logger);
  const limits = container.get(LIMIT_STORES);
  const stopReadingRate = config.rates.provider !== 'fixed'
    ? scheduleRateRefresh(() => refreshRate(container.get(RateRefresher), logger), config.rates.fetchIntervalMinutes * 60_000, logger)
    : () => {};
  const webhooks = container.get(WEBHOOK_DELIVERY_WORKER);
  webhooks.start();
  const shutdown = gracefulShutdown(server, dataSource, logger, config, () => {
    stopReconciling();
    stopSweeping();
    stopExpiring();
    stopPurging();
    stopFolding();
    stopReadingRate();
    // Attempts in flight may still finish before the exit; any that do not are retried after their lease.
    void webhooks.stop();
  }, async () => {
    await Promise.all([limits.close(), container.get(AuthenticateMerchant).usesRecorded()]);
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => {
    throw portUnavailable(config, error);
  });
  // The port actually bound: PORT=0 picks a free one.
  const { port } = server.address() as AddressInfo;
  logger.info(`listening on http://localhost:${port} (${startSummary(config)})`);
  // Only once nothing else can fail: a start that stopped before this leaves no merchant whose keys were never shown.
  const firstMerchant = config.databaseUrl === null
    ? await createFirstMerchant(dataSource, () => container.get(CreateMerchant), config.merchantName)
    : null;
  if (firstMerchant) printFirstMerchant(firstMerchant, port);
}

/** The embedded database belongs to one process: a second one refuses at once, naming the first. */
function lockEmbeddedDatabase(config: Config): void {
  if (config.databaseUrl !== null) return;
  const lock = lockDataDir(config.dataDir);
  if (lock.kind === 'in_use') throw dataDirInUse(lock, 'starting another server');
  process.on('exit', lock.release);
}

/**
 * Applies pending migrations, then opens the data source that serves requests. On PostgreSQL the
 * migrations get a data source of their own without the request timeouts: they may wait for another
 * instance's migration lock, or build an index, for longer than any request may.
 */
async function openDatabase(config: Config, logger: Logger): Promise<DataSource> {
  const migrating = await createDataSource(config).initialize();
  const applied = await runMigrations(migrating, { legacyMode: legacyModeOf(config.gateways) });
  if (applied.length > 0) logger.info({ migrations: applied }, 'applied migrations');
  const filled = await backfillGatewayIds(migrating, { c2p: config.gateways.c2p, credit_or_debit_card: config.gateways.card });
  if (Object.keys(filled).length > 0) {
    logger.info({ filled }, 'recorded the configured gateway on attempts made before gateways were recorded');
  }
  if (config.databaseUrl === null) return migrating; // the embedded database runs in-process: nothing to bound
  const autovacuum = await autovacuumWarning(migrating);
  if (autovacuum) logger.warn(autovacuum);
  await migrating.destroy();
  return createDataSource({
    ...config,
    requestTimeouts: config.databaseTimeouts,
    // An idle pooled connection that dies (the server restarted, the network dropped) is discarded;
    // the next request opens a new one, or gets 503 while the database stays away.
    onPoolError: (error) => logger.warn({ err: error }, 'a pooled database connection failed; it will be replaced'),
  }).initialize();
}

/**
 * On a signal: /readyz answers 503 at once, and for `shutdownDrainMs` the server still takes new
 * connections (a load balancer that has not yet seen the 503 may still send some), answering each
 * with `Connection: close`. Then it stops accepting connections, lets the requests in flight finish
 * (their connections, and any keep-alive connection that falls idle, are then closed), closes the
 * database and exits 0. Whatever is still running `shutdownGraceMs` after the signal is abandoned: exit 1.
 */
function gracefulShutdown(
  server: Server,
  dataSource: DataSource,
  logger: Logger,
  { shutdownGraceMs: graceMs, shutdownDrainMs: drainMs }: Pick<Config, 'shutdownGraceMs' | 'shutdownDrainMs'>,
  stopJobs: () => void,
  /** After the last request: the rate limits' Redis client, or their last prune of the database, and the keys' last uses. */
  closeLimits: () => Promise<void>,
): (signal: string) => void {
  const inFlight = new InFlightResponses<ServerResponse>();
  let stopping = false;
  const closeAfterResponse = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  // Before the app's own listener, so the header is set before any answer is written.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    const finished = inFlight.add(res);
    if (stopping) closeAfterResponse(res);
    res.on('close', () => {
      finished();
      if (stopping) server.closeIdleConnections();
    });
  });

  const stopAccepting = (signal: string) => {
    server.close(() => {
      closeLimits()
        .then(() => dataSource.destroy())
        .then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
    // Logged once the listening socket is closed: from this line on, new connections are refused.
    logger.info({ signal, inFlight: inFlight.size }, 'stopping: no new connections, finishing requests in flight');
  };

  return (signal) => {
    if (stopping) return;
    stopping = true;
    processShutdown.begin();
    stopJobs();
    // Not unref'd: the process ends through one of these exits, never by running out of work.
    setTimeout(() => {
      logger.error({ inFlight: inFlight.size, graceMs }, 'requests still in flight after the grace period; exiting');
      process.exit(1);
    }, graceMs);
    inFlight.forEach(closeAfterResponse);
    server.closeIdleConnections();
    logger.info({ signal, drainMs }, 'draining: /readyz answers 503; new connections are still served until the drain ends');
    setTimeout(() => stopAccepting(signal), drainMs);
  };
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`configuration error: ${error.message}`);
  } else if (error instanceof StartFailure) {
    console.error(`failed to start: ${error.message}`);
  } else {
    console.error('failed to start:', error);
  }
  process.exit(1);
});
