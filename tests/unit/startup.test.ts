import { autovacuumWarning } from '../../src/startup';

const serverSaying = (answer: Promise<unknown>) => ({ query: () => answer });

describe('the start-up warning about autovacuum', () => {
  it('warns when the PostgreSQL server runs without autovacuum, and says what to do', async () => {
    const warning = await autovacuumWarning(serverSaying(Promise.resolve([{ autovacuum: 'off' }])));
    expect(warning).toContain('autovacuum is off');
    expect(warning).toContain('VACUUM (ANALYZE)');
  });

  it('says nothing when autovacuum runs', async () => {
    expect(await autovacuumWarning(serverSaying(Promise.resolve([{ autovacuum: 'on' }])))).toBeNull();
  });

  it('says nothing, and does not stop the start, when the server will not answer', async () => {
    expect(await autovacuumWarning(serverSaying(Promise.reject(new Error('permission denied'))))).toBeNull();
  });
});
