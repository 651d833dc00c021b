import { ConfigError, DEFAULT_USD_VES_RATE, loadConfig } from '../../src/config';

/** The ConfigError loadConfig throws for `env`; fails the test when there is none. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('Configuration', () => {
  it('has a default for every setting', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      databaseUrl: null,
      dataDir: './data',
      portalUrl: 'http://localhost:3000',
      usdVesRate: DEFAULT_USD_VES_RATE,
      businessTimeZone: 'America/Caracas',
      rateLimitPerMinute: 6000,
      logLevel: 'info',
      metricsToken: null,
      shutdownGraceMs: 9000,
      shutdownDrainMs: 3000,
      reconcileAfterSeconds: 120,
      reconcileIntervalSeconds: 30,
      expirySweepIntervalSeconds: 10,
      idempotencyKeyTtlHours: 24,
      idempotencyTakeoverSeconds: 60,
      sandboxLatencyMs: 0,
      databaseTimeouts: { connectMs: 2000, statementMs: 3000, lockMs: 1000, workMs: 6000 },
      webhooks: {
        allowPrivateUrls: false,
        retryScheduleSeconds: [5, 300, 1800, 7200, 18000, 36000, 36000],
        timeoutMs: 10_000,
        pollIntervalMs: 1000,
        leaseSeconds: 60,
        concurrency: 256,
        concurrencyPerEndpoint: 16,
      },
    });
  });

  it('keeps the default database timeouts under the 10 s within which every request answers', () => {
    const { connectMs, statementMs, lockMs, workMs } = loadConfig({}).databaseTimeouts;
    expect(lockMs).toBeLessThanOrEqual(statementMs);
    expect(Math.max(connectMs, statementMs + 1000)).toBeLessThanOrEqual(workMs);
    expect(workMs).toBeLessThan(10_000);
  });

  it('treats an empty or blank setting as unset', () => {
    const blank = ['PORT', 'DATABASE_URL', 'DATA_DIR', 'PORTAL_URL', 'USD_VES_RATE', 'BUSINESS_TIME_ZONE', 'RATE_LIMIT_PER_MINUTE', 'LOG_LEVEL', 'METRICS_TOKEN', 'SHUTDOWN_GRACE_MS', 'SHUTDOWN_DRAIN_MS', 'RECONCILE_AFTER_SECONDS', 'RECONCILE_INTERVAL_SECONDS', 'EXPIRY_SWEEP_INTERVAL_SECONDS', 'IDEMPOTENCY_KEY_TTL_HOURS', 'IDEMPOTENCY_TAKEOVER_SECONDS', 'SANDBOX_LATENCY_MS', 'DATABASE_CONNECT_TIMEOUT_MS', 'DATABASE_STATEMENT_TIMEOUT_MS', 'DATABASE_LOCK_TIMEOUT_MS', 'DATABASE_WORK_TIMEOUT_MS', 'WEBHOOK_ALLOW_PRIVATE_URLS', 'WEBHOOK_RETRY_SCHEDULE_SECONDS', 'WEBHOOK_TIMEOUT_MS', 'WEBHOOK_POLL_INTERVAL_MS', 'WEBHOOK_LEASE_SECONDS', 'WEBHOOK_CONCURRENCY', 'WEBHOOK_CONCURRENCY_PER_ENDPOINT'];
    expect(loadConfig(Object.fromEntries(blank.map((name, i) => [name, i % 2 === 0 ? '' : '  '])))).toEqual(loadConfig({}));
  });

  it('bases the default PORTAL_URL on PORT', () => {
    expect(loadConfig({ PORT: '8080' }).portalUrl).toBe('http://localhost:8080');
  });

  describe('accepts valid values', () => {
    it.each<[string, string, Partial<ReturnType<typeof loadConfig>>]>([
      ['PORT', '0', { port: 0 }],
      ['PORT', '65535', { port: 65535 }],
      ['PORT', ' 8080 ', { port: 8080 }],
      ['DATABASE_URL', 'postgres://user:pw@db:5432/payments', { databaseUrl: 'postgres://user:pw@db:5432/payments' }],
      ['DATABASE_URL', 'postgresql://db/payments?sslmode=require', { databaseUrl: 'postgresql://db/payments?sslmode=require' }],
      ['DATA_DIR', '/var/lib/payments', { dataDir: '/var/lib/payments' }],
      ['PORTAL_URL', 'https://pay.example.com/', { portalUrl: 'https://pay.example.com' }],
      ['PORTAL_URL', 'http://localhost:4000/portal', { portalUrl: 'http://localhost:4000/portal' }],
      ['USD_VES_RATE', '36.5', { usdVesRate: '36.5' }],
      ['USD_VES_RATE', '0.00000001', { usdVesRate: '0.00000001' }],
      ['USD_VES_RATE', '123456789012.12345678', { usdVesRate: '123456789012.12345678' }],
      ['BUSINESS_TIME_ZONE', 'UTC', { businessTimeZone: 'UTC' }],
      ['BUSINESS_TIME_ZONE', 'Europe/Madrid', { businessTimeZone: 'Europe/Madrid' }],
      ['RATE_LIMIT_PER_MINUTE', '0', { rateLimitPerMinute: 0 }],
      ['RATE_LIMIT_PER_MINUTE', '3', { rateLimitPerMinute: 3 }],
      ['RATE_LIMIT_PER_MINUTE', '1000000000', { rateLimitPerMinute: 1_000_000_000 }],
      ...['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level): [string, string, object] => ['LOG_LEVEL', level, { logLevel: level }]),
      ['METRICS_TOKEN', 'abcdefghijklmnop', { metricsToken: 'abcdefghijklmnop' }],
      ['METRICS_TOKEN', ' A1b2-C3d4.E5f6_G7h8~+/== ', { metricsToken: 'A1b2-C3d4.E5f6_G7h8~+/==' }],
      ['METRICS_TOKEN', 'x'.repeat(256), { metricsToken: 'x'.repeat(256) }],
      ['SHUTDOWN_GRACE_MS', '0', { shutdownGraceMs: 0, shutdownDrainMs: 0 }],
      ['SHUTDOWN_GRACE_MS', '600', { shutdownGraceMs: 600, shutdownDrainMs: 200 }],
      ['SHUTDOWN_DRAIN_MS', '0', { shutdownDrainMs: 0 }],
      ['SHUTDOWN_DRAIN_MS', '8999', { shutdownDrainMs: 8999 }],
      ['SHUTDOWN_GRACE_MS', '600000', { shutdownGraceMs: 600_000 }],
      ['RECONCILE_AFTER_SECONDS', '10', { reconcileAfterSeconds: 10 }],
      ['RECONCILE_INTERVAL_SECONDS', '0', { reconcileIntervalSeconds: 0 }],
      ['EXPIRY_SWEEP_INTERVAL_SECONDS', '0', { expirySweepIntervalSeconds: 0 }],
      ['EXPIRY_SWEEP_INTERVAL_SECONDS', '50', { expirySweepIntervalSeconds: 50 }],
      ['IDEMPOTENCY_KEY_TTL_HOURS', '48', { idempotencyKeyTtlHours: 48 }],
      ['IDEMPOTENCY_TAKEOVER_SECONDS', '1', { idempotencyTakeoverSeconds: 1 }],
      ['SANDBOX_LATENCY_MS', '2500', { sandboxLatencyMs: 2500 }],
      ['WEBHOOK_ALLOW_PRIVATE_URLS', 'true', { webhooks: expect.objectContaining({ allowPrivateUrls: true }) }],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', '1, 2,0', { webhooks: expect.objectContaining({ retryScheduleSeconds: [1, 2, 0] }) }],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', '86400', { webhooks: expect.objectContaining({ retryScheduleSeconds: [86400] }) }],
      ['WEBHOOK_TIMEOUT_MS', '100', { webhooks: expect.objectContaining({ timeoutMs: 100 }) }],
      ['WEBHOOK_POLL_INTERVAL_MS', '0', { webhooks: expect.objectContaining({ pollIntervalMs: 0 }) }],
      ['WEBHOOK_LEASE_SECONDS', '11', { webhooks: expect.objectContaining({ leaseSeconds: 11 }) }],
      ['WEBHOOK_CONCURRENCY', '1', { webhooks: expect.objectContaining({ concurrency: 1 }) }],
      ['WEBHOOK_CONCURRENCY_PER_ENDPOINT', '100', { webhooks: expect.objectContaining({ concurrencyPerEndpoint: 100 }) }],
      ['DATABASE_CONNECT_TIMEOUT_MS', '500', { databaseTimeouts: { connectMs: 500, statementMs: 3000, lockMs: 1000, workMs: 6000 } }],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '5000', { databaseTimeouts: { connectMs: 2000, statementMs: 5000, lockMs: 1000, workMs: 6000 } }],
      ['DATABASE_LOCK_TIMEOUT_MS', '3000', { databaseTimeouts: { connectMs: 2000, statementMs: 3000, lockMs: 3000, workMs: 6000 } }],
      ['DATABASE_WORK_TIMEOUT_MS', '9000', { databaseTimeouts: { connectMs: 2000, statementMs: 3000, lockMs: 1000, workMs: 9000 } }],
    ])('%s=%j', (name, value, expected) => {
      expect(loadConfig({ [name]: value })).toMatchObject(expected);
    });
  });

  describe('refuses a wrong value with one line that names the setting', () => {
    it.each<[string, string]>([
      ['PORT', 'http'],
      ['PORT', '-1'],
      ['PORT', '65536'],
      ['PORT', '80.5'],
      ['PORT', '1e3'],
      ['DATABASE_URL', 'not a url'],
      ['DATABASE_URL', 'mysql://user:hunter2@db/payments'],
      ['DATABASE_URL', 'localhost:5432'],
      ['PORTAL_URL', 'pay.example.com'],
      ['PORTAL_URL', 'ftp://pay.example.com'],
      ['PORTAL_URL', 'javascript:alert(1)'],
      ['USD_VES_RATE', 'abc'],
      ['USD_VES_RATE', '0'],
      ['USD_VES_RATE', '-36.5'],
      ['USD_VES_RATE', '36,5'],
      ['USD_VES_RATE', '1.123456789'],
      ['USD_VES_RATE', '1e3'],
      ['BUSINESS_TIME_ZONE', 'Caracas'],
      ['BUSINESS_TIME_ZONE', 'America/Nowhere'],
      ['RATE_LIMIT_PER_MINUTE', 'lots'],
      ['RATE_LIMIT_PER_MINUTE', '-1'],
      ['RATE_LIMIT_PER_MINUTE', '2.5'],
      ['RATE_LIMIT_PER_MINUTE', '1000000001'],
      ['LOG_LEVEL', 'verbose'],
      ['LOG_LEVEL', 'INFO'],
      ['METRICS_TOKEN', 'short'],
      ['METRICS_TOKEN', 'has spaces in the token'],
      ['METRICS_TOKEN', 'quote"inthetoken0123'],
      ['METRICS_TOKEN', 'x'.repeat(257)],
      ['SHUTDOWN_GRACE_MS', 'soon'],
      ['SHUTDOWN_GRACE_MS', '600001'],
      ['SHUTDOWN_GRACE_MS', '-5'],
      ['SHUTDOWN_DRAIN_MS', '9000'],
      ['SHUTDOWN_DRAIN_MS', 'later'],
      ['RECONCILE_AFTER_SECONDS', '9'],
      ['RECONCILE_INTERVAL_SECONDS', 'often'],
      ['EXPIRY_SWEEP_INTERVAL_SECONDS', '51'],
      ['IDEMPOTENCY_KEY_TTL_HOURS', '0'],
      ['IDEMPOTENCY_TAKEOVER_SECONDS', '0'],
      ['SANDBOX_LATENCY_MS', '-1'],
      ['WEBHOOK_ALLOW_PRIVATE_URLS', 'yes'],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', '5,,300'],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', '5m'],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', '86401'],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', Array(21).fill('1').join(',')],
      ['WEBHOOK_TIMEOUT_MS', '99'],
      ['WEBHOOK_TIMEOUT_MS', '60001'],
      ['WEBHOOK_POLL_INTERVAL_MS', 'fast'],
      ['WEBHOOK_LEASE_SECONDS', '0'],
      ['WEBHOOK_LEASE_SECONDS', '10'],
      ['WEBHOOK_CONCURRENCY', '0'],
      ['WEBHOOK_CONCURRENCY_PER_ENDPOINT', '101'],
      ['DATABASE_CONNECT_TIMEOUT_MS', '99'],
      ['DATABASE_CONNECT_TIMEOUT_MS', '6000'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '0'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '6000'],
      ['DATABASE_LOCK_TIMEOUT_MS', '3001'],
      ['DATABASE_WORK_TIMEOUT_MS', '9001'],
      ['DATABASE_WORK_TIMEOUT_MS', '499'],
    ])('%s=%j', (name, value) => {
      const error = configError({ [name]: value });
      expect(error.message.startsWith(`${name} `)).toBe(true);
      expect(error.message).not.toContain('\n');
    });
  });

  it('refuses a webhook lease no longer than an attempt, naming both settings', () => {
    expect(configError({ WEBHOOK_TIMEOUT_MS: '2000', WEBHOOK_LEASE_SECONDS: '2' }).message).toMatch(/^WEBHOOK_LEASE_SECONDS .*WEBHOOK_TIMEOUT_MS/);
    expect(loadConfig({ WEBHOOK_TIMEOUT_MS: '2000', WEBHOOK_LEASE_SECONDS: '3' }).webhooks.leaseSeconds).toBe(3);
  });

  it('refuses database timeouts that do not fit inside the work timeout, naming both settings', () => {
    expect(configError({ DATABASE_WORK_TIMEOUT_MS: '2000' }).message).toMatch(/^DATABASE_CONNECT_TIMEOUT_MS .*DATABASE_WORK_TIMEOUT_MS/);
    expect(configError({ DATABASE_WORK_TIMEOUT_MS: '2500', DATABASE_CONNECT_TIMEOUT_MS: '1000' }).message).toMatch(/^DATABASE_STATEMENT_TIMEOUT_MS .*DATABASE_WORK_TIMEOUT_MS/);
  });

  it('never repeats a secret in its error message', () => {
    expect(configError({ DATABASE_URL: 'mysql://user:hunter2@db/payments' }).message).not.toContain('hunter2');
    expect(configError({ METRICS_TOKEN: 'secret token 0123456789' }).message).not.toContain('secret token');
  });

  it('reports a value that spans lines on one line', () => {
    expect(configError({ PORTAL_URL: 'not\na url' }).message).not.toContain('\n');
    expect(configError({ USD_VES_RATE: '1\n2' }).message).not.toContain('\n');
  });
});
