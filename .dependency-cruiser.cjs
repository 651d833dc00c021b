/** The hexagon's rules (README, "Architecture"), checked by `npm test`. */
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
      comment: 'only container.ts, main.ts and cli/ know concrete adapters together',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: ['^src/container', '^src/main', '^src/cli/'] },
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
