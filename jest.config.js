/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  // Inversify 8 ships only ES modules; Jest's CommonJS runtime needs them compiled.
  transform: { '^.+\\.[tj]s$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] },
  transformIgnorePatterns: ['/node_modules/(?!(inversify|@inversifyjs)/)'],
  setupFiles: ['reflect-metadata'],
  // What the test files share, made once per run: a migrated embedded database, the compiled service.
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  testTimeout: 60000,
};
