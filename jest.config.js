const { availableParallelism } = require('node:os');
const { join } = require('node:path');
const { filesOutsidePass } = require('./tests/support/test-passes');

const escaped = (path) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;

/** What both projects share. */
const project = {
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  // The embedded pass (npm test) or the PostgreSQL pass (TEST_DATABASE_URL): see tests/support/test-passes.js.
  testPathIgnorePatterns: ['/node_modules/', ...filesOutsidePass(join(__dirname, 'tests')).map(escaped)],
  // Inversify 8 ships only ES modules; Jest's CommonJS runtime needs them compiled.
  transform: { '^.+\\.[tj]s$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] },
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs)/)'],
  setupFiles: ['reflect-metadata'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    { ...project, displayName: 'unit', roots: ['<rootDir>/tests/unit'] },
    {
      ...project,
      displayName: 'database',
      roots: ['<rootDir>/tests/contract', '<rootDir>/tests/integration', '<rootDir>/tests/e2e', '<rootDir>/tests/browser'],
      // What these files share, made once per run (and only when one of them runs): a migrated
      // database to copy, the compiled service.
      globalSetup: '<rootDir>/tests/support/global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
    },
  ],
  // Each test file has its own database (an in-memory PGlite, or a PostgreSQL database of its own), so
  // files run side by side on every core (Jest's default leaves one idle). A worker whose heap has
  // grown past the limit (each file loads the service anew) is replaced between files.
  maxWorkers: availableParallelism(),
  workerIdleMemoryLimit: '1200MB',
  testSequencer: '<rootDir>/tests/support/slow-first-sequencer.js',
  reporters: ['default', '<rootDir>/tests/support/slowest-files-reporter.js'],
  testTimeout: 60000,
};
