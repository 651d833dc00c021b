import { ConfigError, loadConfig } from '../../src/config';
import { DEFAULT_BCV_URL, DEFAULT_USD_VES_RATE } from '../../src/adapters/rates/rate-settings';
import { MercantilSettings } from '../../src/adapters/gateways/mercantil/mercantil-settings';

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
      bankCredentialsKeys: { current: null, previous: [] },
      hostedPageUrl: 'http://localhost:3000',
      usdVesRate: DEFAULT_USD_VES_RATE,
      businessTimeZone: 'America/Caracas',
      merchantName: 'Mi negocio',
      rateLimitPerMinute: 6000,
      redisUrl: null,
      redisKeyPrefix: 'payments:',
      rateLimitStoreTimeoutMs: 1000,
      logLevel: 'info',
      trustProxy: false,
      metricsToken: null,
      shutdownGraceMs: 9000,
      shutdownDrainMs: 3000,
      reconcileAfterSeconds: 120,
      reconcileIntervalSeconds: 30,
      p2pConfirmationWindowMinutes: 30,
      statementSweepIntervalMinutes: 10,
      expirySweepIntervalSeconds: 10,
      idempotencyKeyTtlHours: 24,
      idempotencyTakeoverSeconds: 60,
      authCacheSeconds: 5,
      databaseTimeouts: { connectMs: 2000, statementMs: 3000, lockMs: 1000, workMs: 6000 },
      webhooks: {
        allowPrivateUrls: false,
        retryScheduleSeconds: [5, 300, 1800, 7200, 18000, 36000, 36000],
        timeoutMs: 10_000,
        pollIntervalMs: 1000,
        leaseSeconds: 60,
        concurrency: 256,
        concurrencyPerEndpoint: 16,
        concurrencyPerMerchant: 64,
        dnsTimeoutMs: 5000,
      },
      gateways: { c2p: 'sandbox', card: 'sandbox', p2p: 'sandbox', banks: { sandbox: { latencyMs: 0 } }, accountSections: { mercantil: {}, bnc: {}, bdv: {} } },
      rates: { provider: 'fixed', bcvUrl: DEFAULT_BCV_URL, maxAgeHours: 96, fetchIntervalMinutes: 60, fetchTimeoutSeconds: 15,
        band: { minVesPerUsd: '1', maxVesPerUsd: '100000' } },
    });
  });

  it('keeps the default database timeouts under the 10 s within which every request answers', () => {
    const { connectMs, statementMs, lockMs, workMs } = loadConfig({}).databaseTimeouts;
    expect(lockMs).toBeLessThanOrEqual(statementMs);
    expect(Math.max(connectMs, statementMs + 1000)).toBeLessThanOrEqual(workMs);
    expect(workMs).toBeLessThan(10_000);
  });

  it('treats an empty or blank setting as unset', () => {
    const blank = ['PORT', 'DATABASE_URL', 'DATA_DIR', 'PORTAL_URL', 'USD_VES_RATE', 'BUSINESS_TIME_ZONE', 'MERCHANT_NAME', 'RATE_LIMIT_PER_MINUTE', 'REDIS_URL', 'REDIS_KEY_PREFIX', 'RATE_LIMIT_STORE_TIMEOUT_MS', 'LOG_LEVEL', 'TRUST_PROXY', 'METRICS_TOKEN', 'SHUTDOWN_GRACE_MS', 'SHUTDOWN_DRAIN_MS', 'RECONCILE_AFTER_SECONDS', 'RECONCILE_INTERVAL_SECONDS', 'EXPIRY_SWEEP_INTERVAL_SECONDS', 'IDEMPOTENCY_KEY_TTL_HOURS', 'IDEMPOTENCY_TAKEOVER_SECONDS', 'SANDBOX_LATENCY_MS', 'AUTH_CACHE_SECONDS', 'DATABASE_CONNECT_TIMEOUT_MS', 'DATABASE_STATEMENT_TIMEOUT_MS', 'DATABASE_LOCK_TIMEOUT_MS', 'DATABASE_WORK_TIMEOUT_MS', 'C2P_GATEWAY', 'CARD_GATEWAY', 'MERCANTIL_BASE_URL', 'MERCANTIL_CLIENT_ID', 'MERCANTIL_SECRET_KEY', 'MERCANTIL_TIMEOUT_MS', 'MERCANTIL_LOOKUP_TIMEOUT_MS', 'WEBHOOK_ALLOW_PRIVATE_URLS', 'WEBHOOK_RETRY_SCHEDULE_SECONDS', 'WEBHOOK_TIMEOUT_MS', 'WEBHOOK_DNS_TIMEOUT_MS', 'WEBHOOK_POLL_INTERVAL_MS', 'WEBHOOK_LEASE_SECONDS', 'WEBHOOK_CONCURRENCY', 'WEBHOOK_CONCURRENCY_PER_ENDPOINT', 'WEBHOOK_CONCURRENCY_PER_MERCHANT', 'RATE_PROVIDER', 'BCV_URL', 'RATE_MAX_AGE_HOURS', 'BCV_FETCH_INTERVAL_MINUTES', 'BCV_FETCH_TIMEOUT_SECONDS',
      'RATE_MIN_VES_PER_USD', 'RATE_MAX_VES_PER_USD', 'BANK_CREDENTIALS_KEY', 'BANK_CREDENTIALS_PREVIOUS_KEYS'];
    expect(loadConfig(Object.fromEntries(blank.map((name, i) => [name, i % 2 === 0 ? '' : '  '])))).toEqual(loadConfig({}));
  });

  it('bases the default PORTAL_URL on PORT', () => {
    expect(loadConfig({ PORT: '8080' }).hostedPageUrl).toBe('http://localhost:8080');
  });

  describe('accepts valid values', () => {
    it.each<[string, string, Partial<ReturnType<typeof loadConfig>>]>([
      ['PORT', '0', { port: 0 }],
      ['PORT', '65535', { port: 65535 }],
      ['PORT', ' 8080 ', { port: 8080 }],
      ['DATABASE_URL', 'postgres://user:pw@db:5432/payments', { databaseUrl: 'postgres://user:pw@db:5432/payments' }],
      ['DATABASE_URL', 'postgresql://db/payments?sslmode=require', { databaseUrl: 'postgresql://db/payments?sslmode=require' }],
      ['DATA_DIR', '/var/lib/payments', { dataDir: '/var/lib/payments' }],
      ['PORTAL_URL', 'https://pay.example.com/', { hostedPageUrl: 'https://pay.example.com' }],
      ['PORTAL_URL', 'http://localhost:4000/portal', { hostedPageUrl: 'http://localhost:4000/portal' }],
      ['USD_VES_RATE', '36.5', { usdVesRate: '36.5' }],
      ['USD_VES_RATE', '0.00000001', { usdVesRate: '0.00000001' }],
      ['USD_VES_RATE', '123456789012.12345678', { usdVesRate: '123456789012.12345678' }],
      ['BUSINESS_TIME_ZONE', 'UTC', { businessTimeZone: 'UTC' }],
      ['BUSINESS_TIME_ZONE', 'Europe/Madrid', { businessTimeZone: 'Europe/Madrid' }],
      ['MERCHANT_NAME', ' Panadería Ávila ', { merchantName: 'Panadería Ávila' }],
      ['MERCHANT_NAME', 'A'.repeat(80), { merchantName: 'A'.repeat(80) }],
      ['RATE_LIMIT_PER_MINUTE', '0', { rateLimitPerMinute: 0 }],
      ['RATE_LIMIT_PER_MINUTE', '3', { rateLimitPerMinute: 3 }],
      ['RATE_LIMIT_PER_MINUTE', '1000000000', { rateLimitPerMinute: 1_000_000_000 }],
      ['REDIS_URL', 'redis://127.0.0.1:6379', { redisUrl: 'redis://127.0.0.1:6379' }],
      ['REDIS_URL', ' rediss://:pw@cache.example.com:6380/2 ', { redisUrl: 'rediss://:pw@cache.example.com:6380/2' }],
      ['REDIS_KEY_PREFIX', 'payments-staging:', { redisKeyPrefix: 'payments-staging:' }],
      ['RATE_LIMIT_STORE_TIMEOUT_MS', '5000', { rateLimitStoreTimeoutMs: 5000 }],
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
      ['STATEMENT_SWEEP_INTERVAL_MINUTES', '0', { statementSweepIntervalMinutes: 0 }],
      ['STATEMENT_SWEEP_INTERVAL_MINUTES', '1440', { statementSweepIntervalMinutes: 1440 }],
      ['EXPIRY_SWEEP_INTERVAL_SECONDS', '0', { expirySweepIntervalSeconds: 0 }],
      ['EXPIRY_SWEEP_INTERVAL_SECONDS', '50', { expirySweepIntervalSeconds: 50 }],
      ['IDEMPOTENCY_KEY_TTL_HOURS', '48', { idempotencyKeyTtlHours: 48 }],
      ['IDEMPOTENCY_TAKEOVER_SECONDS', '1', { idempotencyTakeoverSeconds: 1 }],
      ['SANDBOX_LATENCY_MS', '2500', { gateways: expect.objectContaining({ banks: { sandbox: { latencyMs: 2500 } } }) }],
      ['TRUST_PROXY', 'false', { trustProxy: false }],
      ['TRUST_PROXY', '1', { trustProxy: 1 }],
      ['TRUST_PROXY', 'loopback, 10.0.0.0/8, 2001:db8::1', { trustProxy: ['loopback', '10.0.0.0/8', '2001:db8::1'] }],
      ['AUTH_CACHE_SECONDS', '0', { authCacheSeconds: 0 }],
      ['AUTH_CACHE_SECONDS', '300', { authCacheSeconds: 300 }],
      ['WEBHOOK_ALLOW_PRIVATE_URLS', 'true', { webhooks: expect.objectContaining({ allowPrivateUrls: true }) }],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', '1, 2,0', { webhooks: expect.objectContaining({ retryScheduleSeconds: [1, 2, 0] }) }],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', '86400', { webhooks: expect.objectContaining({ retryScheduleSeconds: [86400] }) }],
      ['WEBHOOK_TIMEOUT_MS', '100', { webhooks: expect.objectContaining({ timeoutMs: 100 }) }],
      ['WEBHOOK_POLL_INTERVAL_MS', '0', { webhooks: expect.objectContaining({ pollIntervalMs: 0 }) }],
      ['WEBHOOK_LEASE_SECONDS', '11', { webhooks: expect.objectContaining({ leaseSeconds: 11 }) }],
      ['WEBHOOK_CONCURRENCY', '1', { webhooks: expect.objectContaining({ concurrency: 1 }) }],
      ['WEBHOOK_CONCURRENCY_PER_ENDPOINT', '100', { webhooks: expect.objectContaining({ concurrencyPerEndpoint: 100 }) }],
      ['WEBHOOK_CONCURRENCY_PER_MERCHANT', '1000', { webhooks: expect.objectContaining({ concurrencyPerMerchant: 1000 }) }],
      ['WEBHOOK_CONCURRENCY', '10', { webhooks: expect.objectContaining({ concurrency: 10, concurrencyPerMerchant: 2 }) }],
      ['DATABASE_CONNECT_TIMEOUT_MS', '500', { databaseTimeouts: { connectMs: 500, statementMs: 3000, lockMs: 1000, workMs: 6000 } }],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '5000', { databaseTimeouts: { connectMs: 2000, statementMs: 5000, lockMs: 1000, workMs: 6000 } }],
      ['DATABASE_LOCK_TIMEOUT_MS', '3000', { databaseTimeouts: { connectMs: 2000, statementMs: 3000, lockMs: 3000, workMs: 6000 } }],
      ['DATABASE_WORK_TIMEOUT_MS', '9000', { databaseTimeouts: { connectMs: 2000, statementMs: 3000, lockMs: 1000, workMs: 9000 } }],
      ['RATE_PROVIDER', 'bcv', { rates: expect.objectContaining({ provider: 'bcv' }) }],
      ['BCV_URL', 'http://127.0.0.1:8099/bcv', { rates: expect.objectContaining({ bcvUrl: 'http://127.0.0.1:8099/bcv' }) }],
      ['RATE_MAX_AGE_HOURS', '1', { rates: expect.objectContaining({ maxAgeHours: 1 }) }],
      ['BCV_FETCH_INTERVAL_MINUTES', '5', { rates: expect.objectContaining({ fetchIntervalMinutes: 5 }) }],
      ['BCV_FETCH_TIMEOUT_SECONDS', '30', { rates: expect.objectContaining({ fetchTimeoutSeconds: 30 }) }],
      ['RATE_MIN_VES_PER_USD', '100.5', { rates: expect.objectContaining({ band: { minVesPerUsd: '100.5', maxVesPerUsd: '100000' } }) }],
      ['RATE_MAX_VES_PER_USD', '5000', { rates: expect.objectContaining({ band: { minVesPerUsd: '1', maxVesPerUsd: '5000' } }) }],
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
      ['BANK_CREDENTIALS_KEY', 'not base64!'],
      ['BANK_CREDENTIALS_KEY', Buffer.alloc(31).toString('base64')],
      ['BANK_CREDENTIALS_PREVIOUS_KEYS', `${Buffer.alloc(32).toString('base64')},${Buffer.alloc(33).toString('base64')}`],
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
      ['AUTH_CACHE_SECONDS', '301'],
      ['AUTH_CACHE_SECONDS', 'briefly'],
      ['RATE_LIMIT_PER_MINUTE', '-1'],
      ['RATE_LIMIT_PER_MINUTE', '2.5'],
      ['RATE_LIMIT_PER_MINUTE', '1000000001'],
      ['REDIS_URL', 'not a url'],
      ['REDIS_URL', 'http://cache:6379'],
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
      ['STATEMENT_SWEEP_INTERVAL_MINUTES', '1441'],
      ['STATEMENT_SWEEP_INTERVAL_MINUTES', '-1'],
      ['IDEMPOTENCY_KEY_TTL_HOURS', '0'],
      ['IDEMPOTENCY_TAKEOVER_SECONDS', '0'],
      ['TRUST_PROXY', 'true'],
      ['TRUST_PROXY', '0'],
      ['TRUST_PROXY', '11'],
      ['TRUST_PROXY', 'my-proxy.internal'],
      ['SANDBOX_LATENCY_MS', '-1'],
      ['RATE_LIMIT_STORE_TIMEOUT_MS', '10'],
      ['WEBHOOK_ALLOW_PRIVATE_URLS', 'yes'],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', '5,,300'],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', '5m'],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', '86401'],
      ['WEBHOOK_RETRY_SCHEDULE_SECONDS', Array(21).fill('1').join(',')],
      ['WEBHOOK_TIMEOUT_MS', '99'],
      ['WEBHOOK_TIMEOUT_MS', '60001'],
      ['WEBHOOK_DNS_TIMEOUT_MS', '99'],
      ['WEBHOOK_POLL_INTERVAL_MS', 'fast'],
      ['WEBHOOK_LEASE_SECONDS', '0'],
      ['WEBHOOK_LEASE_SECONDS', '10'],
      ['WEBHOOK_CONCURRENCY', '0'],
      ['WEBHOOK_CONCURRENCY_PER_ENDPOINT', '101'],
      ['WEBHOOK_CONCURRENCY_PER_MERCHANT', '0'],
      ['DATABASE_CONNECT_TIMEOUT_MS', '99'],
      ['DATABASE_CONNECT_TIMEOUT_MS', '6000'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '0'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '6000'],
      ['DATABASE_LOCK_TIMEOUT_MS', '3001'],
      ['DATABASE_WORK_TIMEOUT_MS', '9001'],
      ['DATABASE_WORK_TIMEOUT_MS', '499'],
      ['RATE_PROVIDER', 'BCV'],
      ['RATE_PROVIDER', 'oanda'],
      ['BCV_URL', 'www.bcv.org.ve'],
      ['BCV_URL', 'ftp://bcv.org.ve/'],
      ['RATE_MAX_AGE_HOURS', '0'],
      ['BCV_FETCH_INTERVAL_MINUTES', '0'],
      ['BCV_FETCH_TIMEOUT_SECONDS', '121'],
      ['RATE_MIN_VES_PER_USD', '0'],
      ['RATE_MIN_VES_PER_USD', '200000'],
      ['RATE_MAX_VES_PER_USD', 'abc'],
      ['MERCHANT_NAME', 'A'.repeat(81)],
      ['MERCHANT_NAME', 'Acme\u0007'],
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
    expect(configError({ REDIS_URL: 'memcached://:hunter2@cache:6379' }).message).not.toContain('hunter2');
    expect(configError({ METRICS_TOKEN: 'secret token 0123456789' }).message).not.toContain('secret token');
    expect(configError({ BANK_CREDENTIALS_KEY: 'hunter2hunter2hunter2' }).message).not.toContain('hunter2');
  });

  it('reports a value that spans lines on one line', () => {
    expect(configError({ PORTAL_URL: 'not\na url' }).message).not.toContain('\n');
    expect(configError({ USD_VES_RATE: '1\n2' }).message).not.toContain('\n');
  });

  describe('Banco Mercantil gateways (C2P_GATEWAY, CARD_GATEWAY, MERCANTIL_*)', () => {
    const MERCANTIL = {
      MERCANTIL_BASE_URL: 'https://apimbu.mercantilbanco.com/mercantil-banco/sandbox/v1/',
      MERCANTIL_CLIENT_ID: 'client-81f2',
      MERCANTIL_SECRET_KEY: 'A9279120481620090622AA30',
      MERCANTIL_INTEGRATOR_ID: '31',
      MERCANTIL_MERCHANT_ID: '200284',
      MERCANTIL_TERMINAL_ID: '1',
      MERCANTIL_MERCHANT_PHONE: '04142591177',
    };

    const mercantilOf = (env: Record<string, string>) => loadConfig(env).gateways.banks.mercantil as MercantilSettings | undefined;

    it('ignores the MERCANTIL_* settings while both gateways are the sandbox and they are not all given', () => {
      expect(mercantilOf({ MERCANTIL_BASE_URL: 'not a url' })).toBeUndefined();
    });

    it('keeps Mercantil configured, to answer about the payment intents it took, when all its settings are given but no method chooses it', () => {
      expect(loadConfig(MERCANTIL).gateways).toMatchObject({ c2p: 'sandbox', card: 'sandbox', banks: { mercantil: { merchantPhone: '584142591177' } } });
      expect(configError({ ...MERCANTIL, MERCANTIL_BASE_URL: 'not a url' }).message).toMatch(/^MERCANTIL_BASE_URL /);
    });

    it.each([
      [{ C2P_GATEWAY: 'mercantil' }, 'mercantil', 'sandbox'],
      [{ CARD_GATEWAY: 'mercantil' }, 'sandbox', 'mercantil'],
      [{ C2P_GATEWAY: 'mercantil', CARD_GATEWAY: 'mercantil' }, 'mercantil', 'mercantil'],
    ])('reads them when a gateway is mercantil (%j)', (choice, c2pGateway, cardGateway) => {
      expect(loadConfig({ ...MERCANTIL, ...choice }).gateways).toMatchObject({
        c2p: c2pGateway,
        card: cardGateway,
        banks: { mercantil: {
          baseUrl: 'https://apimbu.mercantilbanco.com/mercantil-banco/sandbox/v1',
          clientId: 'client-81f2',
          secretKey: 'A9279120481620090622AA30',
          integratorId: '31',
          merchantId: '200284',
          terminalId: '1',
          merchantPhone: '584142591177',
          timeoutMs: 30_000,
          lookupTimeoutMs: 10_000,
        } },
      });
    });

    it.each(['04142591177', '584142591177', '+584142591177'])('writes the merchant phone %s as 58XXXXXXXXXX', (phone) => {
      expect(mercantilOf({ ...MERCANTIL, C2P_GATEWAY: 'mercantil', MERCANTIL_MERCHANT_PHONE: phone })?.merchantPhone).toBe('584142591177');
    });

    it('reads the timeouts', () => {
      expect(mercantilOf({ ...MERCANTIL, C2P_GATEWAY: 'mercantil', MERCANTIL_TIMEOUT_MS: '15000', MERCANTIL_LOOKUP_TIMEOUT_MS: '5000' })).toMatchObject({ timeoutMs: 15_000, lookupTimeoutMs: 5_000 });
    });

    it('names every missing setting at start, without repeating any secret', () => {
      const error = configError({ CARD_GATEWAY: 'mercantil', MERCANTIL_SECRET_KEY: 'hunter2-secret', MERCANTIL_BASE_URL: MERCANTIL.MERCANTIL_BASE_URL });
      expect(error.message).toMatch(/^MERCANTIL_CLIENT_ID, MERCANTIL_INTEGRATOR_ID, MERCANTIL_MERCHANT_ID, MERCANTIL_TERMINAL_ID, MERCANTIL_MERCHANT_PHONE /);
      expect(error.message).not.toContain('hunter2');
    });

    it.each<[string, string]>([
      ['C2P_GATEWAY', 'mercantil-live'],
      ['CARD_GATEWAY', 'stripe'],
    ])('refuses %s=%j', (name, value) => {
      expect(configError({ [name]: value }).message.startsWith(`${name} `)).toBe(true);
    });

    it.each<[string, string]>([
      ['MERCANTIL_BASE_URL', 'apimbu.mercantilbanco.com'],
      ['MERCANTIL_BASE_URL', 'http://apimbu.mercantilbanco.com/mercantil-banco/sandbox/v1'],
      ['MERCANTIL_BASE_URL', 'http://10.0.0.8:8456/v1'],
      ['MERCANTIL_MERCHANT_PHONE', '02125551234'],
      ['MERCANTIL_TIMEOUT_MS', '99'],
      ['MERCANTIL_TIMEOUT_MS', '120000'],
      ['MERCANTIL_LOOKUP_TIMEOUT_MS', '60001'],
    ])('refuses %s=%j when a gateway is mercantil', (name, value) => {
      expect(configError({ ...MERCANTIL, C2P_GATEWAY: 'mercantil', [name]: value }).message.startsWith(`${name} `)).toBe(true);
    });

    it('refuses a charge and lookup that could outlast the Idempotency-Key a checkout holds', () => {
      const slow = { ...MERCANTIL, C2P_GATEWAY: 'mercantil', MERCANTIL_TIMEOUT_MS: '50000', MERCANTIL_LOOKUP_TIMEOUT_MS: '10000' };
      expect(configError(slow).message).toMatch(/^MERCANTIL_TIMEOUT_MS plus MERCANTIL_LOOKUP_TIMEOUT_MS .*IDEMPOTENCY_TAKEOVER_SECONDS \(60 s\)/);
      expect(mercantilOf({ ...slow, IDEMPOTENCY_TAKEOVER_SECONDS: '61' })).toMatchObject({ timeoutMs: 50_000 });
    });
    it.each(['http://127.0.0.1:8456/mercantil-banco/sandbox/v1', 'http://localhost:8456/v1', 'http://[::1]:8456/v1'])(
      'allows http only to a loopback host (the local fake): %s',
      (url) => {
        expect(mercantilOf({ ...MERCANTIL, MERCANTIL_BASE_URL: url })?.baseUrl).toBe(url);
      },
    );

    it('refuses a charge timeout the reconciler could overtake', () => {
      expect(configError({ ...MERCANTIL, C2P_GATEWAY: 'mercantil', RECONCILE_AFTER_SECONDS: '20', MERCANTIL_TIMEOUT_MS: '20000' }).message).toMatch(/^MERCANTIL_TIMEOUT_MS .*RECONCILE_AFTER_SECONDS/);
    });

    it.each(['J-123456789', 'J123456789', ' j-123456789 '])('reads MERCANTIL_MERCHANT_ID_DOCUMENT=%j as J-123456789', (rif) => {
      const settings = mercantilOf({ ...MERCANTIL, P2P_GATEWAY: 'mercantil', MERCANTIL_MERCHANT_ID_DOCUMENT: rif });
      expect(settings?.merchantIdDocument).toBe('J-123456789');
    });

    it('reads the MERCANTIL_* settings when P2P_GATEWAY alone is mercantil, and names it when one is missing', () => {
      expect(loadConfig({ ...MERCANTIL, P2P_GATEWAY: 'mercantil', MERCANTIL_MERCHANT_ID_DOCUMENT: 'G-20000001' }).gateways).toMatchObject({
        c2p: 'sandbox',
        card: 'sandbox',
        p2p: 'mercantil',
        banks: { mercantil: { merchantPhone: '584142591177', merchantIdDocument: 'G-20000001' } },
      });
      const { MERCANTIL_CLIENT_ID: _, ...withoutClientId } = MERCANTIL;
      expect(configError({ ...withoutClientId, P2P_GATEWAY: 'mercantil' }).message).toBe(
        'MERCANTIL_CLIENT_ID, MERCANTIL_MERCHANT_ID_DOCUMENT must be set when C2P_GATEWAY, CARD_GATEWAY or P2P_GATEWAY is mercantil',
      );
    });

    it('names MERCANTIL_MERCHANT_ID_DOCUMENT when P2P_GATEWAY is mercantil without it', () => {
      expect(configError({ ...MERCANTIL, P2P_GATEWAY: 'mercantil' }).message).toBe(
        'MERCANTIL_MERCHANT_ID_DOCUMENT must be set when C2P_GATEWAY, CARD_GATEWAY or P2P_GATEWAY is mercantil',
      );
    });

    it('does not ask for the merchant\'s RIF when only C2P or cards go through Mercantil', () => {
      expect(mercantilOf({ ...MERCANTIL, C2P_GATEWAY: 'mercantil', CARD_GATEWAY: 'mercantil' })).not.toHaveProperty('merchantIdDocument');
    });

    it.each(['123456789', 'J-1234', 'X-123456789', 'J-12345678901'])('refuses MERCANTIL_MERCHANT_ID_DOCUMENT=%j', (rif) => {
      const error = configError({ ...MERCANTIL, P2P_GATEWAY: 'mercantil', MERCANTIL_MERCHANT_ID_DOCUMENT: rif });
      expect(error.message).toMatch(/^MERCANTIL_MERCHANT_ID_DOCUMENT /);
    });
  });
});

describe('BNC (C2P_GATEWAY, P2P_GATEWAY, RATE_PROVIDER, BNC_*)', () => {
  const BNC = {
    BNC_BASE_URL: 'https://servicios.bncenlinea.com:16500/api',
    BNC_CLIENT_GUID: '4A074C46-DD4E-4E54-8010-B80A6A8758F4',
    BNC_MASTER_KEY: 'A1B2C3D4E5F60718293A4B5C6D7E8F90',
    BNC_TERMINAL: 'TERM0001',
    BNC_ACCOUNT_NUMBER: '01910001482101010049',
    BNC_MERCHANT_PHONE: '04142591177',
    BNC_MERCHANT_ID_DOCUMENT: 'J-123456789',
  };

  it.each<Record<string, string>>([{ C2P_GATEWAY: 'bnc' }, { P2P_GATEWAY: 'bnc' }, { RATE_PROVIDER: 'bnc' }])('requires the BNC_* settings when %j, naming the missing ones', (choice) => {
    const { BNC_MASTER_KEY: _key, ...withoutKey } = BNC;
    expect(configError({ ...withoutKey, ...choice }).message).toMatch(/^BNC_MASTER_KEY must be set when/);
  });

  it('reads the rate from BNC with RATE_PROVIDER=bnc, the payments staying where they were', () => {
    const config = loadConfig({ ...BNC, RATE_PROVIDER: 'bnc' });
    expect([config.rates.provider, config.gateways.c2p, config.gateways.p2p]).toEqual(['bnc', 'sandbox', 'sandbox']);
    expect(config.gateways.banks.bnc).toMatchObject({ merchantPhone: '584142591177', merchantIdDocument: 'J123456789' });
  });

  it('refuses BNC for cards, which it does not take, naming the gateways that do', () => {
    expect(configError({ ...BNC, CARD_GATEWAY: 'bnc' }).message).toBe('CARD_GATEWAY must be one of sandbox, mercantil, got "bnc"');
  });

  it('refuses a rate provider no bank publishes, listing those that can be chosen', () => {
    expect(configError({ RATE_PROVIDER: 'mercantil' }).message).toBe('RATE_PROVIDER must be fixed, bcv, bnc, got "mercantil"');
  });
});
