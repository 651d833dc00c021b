/** The hexagon's rules (docs/architecture.md, "Rules"), checked by `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports only itself and big.js',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', 'node_modules/big\\.js', 'node_modules/@types/big\\.js'] },
    },
    {
      name: 'application-knows-no-adapter',
      comment: 'src/application imports the domain and its own ports, never an adapter or a framework',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { path: ['^src/adapters/', '^src/config', '^src/container', '(^|node_modules/)(express|typeorm|pg|@electric-sql|inversify|class-validator|class-transformer|pino)(/|$)'] },
    },
    {
      name: 'adapters-do-not-reach-the-wiring',
      comment: 'only container.ts, modules/, main.ts and cli/ know concrete adapters together',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: ['^src/container', '^src/modules/', '^src/main', '^src/cli/'] },
    },
    {
      name: 'adapters-stay-in-their-folder',
      comment: 'an adapter folder imports no other, except the http kit and the persistence database module',
      severity: 'error',
      from: { path: '^src/adapters/([^/]+)/' },
      to: {
        path: '^src/adapters/',
        pathNot: ['^src/adapters/$1/', '^src/adapters/http/kit/', '^src/adapters/persistence/typeorm/database\\.ts$'],
      },
    },
    {
      name: 'the-http-kit-knows-no-feature',
      comment: 'src/adapters/http/kit is what the http features (api, hosted-page, dashboard, operations, docs...) share: ' +
        'they import it and register with it, it imports none of them.',
      severity: 'error',
      from: { path: '^src/adapters/http/kit/' },
      to: { path: '^src/adapters/http/(?!kit/)' },
    },
    {
      name: 'the-write-path-knows-no-http',
      comment: 'the write path ends in persistence: it receives plain data and imports nothing of another adapter, not even the http kit',
      severity: 'error',
      from: { path: '^src/adapters/persistence/' },
      to: { path: '^src/adapters/(?!persistence/)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '^dist' },
  },
};
