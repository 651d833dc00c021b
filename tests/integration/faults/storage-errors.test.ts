import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { asStorageError } from '../../../src/adapters/persistence/typeorm/storage-errors';
import { StorageUnavailable } from '../../../src/application/ports/storage-unavailable';
import { ConcurrentModification } from '../../../src/domain/errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const query = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

describe('which database errors mean "the database cannot be reached" (StorageUnavailable, 503)', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['a host that does not resolve', withCode('ENOTFOUND')],
    ['a connect timeout of the socket', withCode('ETIMEDOUT')],
    ['every address refused (AggregateError)', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
    ['a wrapped cause', new Error('Connection failed', { cause: withCode('ECONNRESET') })],
    ['57P01 admin shutdown (pg_ctl stop)', query(withCode('57P01', 'terminating connection due to administrator command'))],
    ['57P02 crash shutdown', query(withCode('57P02'))],
    ['57P03 cannot connect now (starting up)', withCode('57P03', 'the database system is starting up')],
    ['53300 too many connections', withCode('53300')],
    ['class 08 connection exception', withCode('08006')],
    ['a connection lost mid-query', query(new Error('Connection terminated unexpectedly'))],
    ['the pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['the client connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a client whose connection failed', new Error('Client has encountered a connection error and is not queryable')],
    ['a query runner released because its connection failed', new QueryRunnerAlreadyReleasedError()],
  ])('%s', (_name, error) => {
    const mapped = asStorageError(error);
    expect(mapped).toBeInstanceOf(StorageUnavailable);
    expect((mapped as StorageUnavailable).cause).toBe(error);
  });

  it.each([
    ['a unique violation', query(withCode('23505', 'duplicate key value'))],
    ['a serialization failure', query(withCode('40001'))],
    ['a syntax error', query(withCode('42601'))],
    ['a programming error', new TypeError('x is undefined')],
    ['a domain error', new ConcurrentModification('preq_x')],
    ['a thrown string', 'boom'],
  ])('not %s', (_name, error) => {
    expect(asStorageError(error)).toBe(error);
  });

  it('leaves a StorageUnavailable as it is', () => {
    const unavailable = new StorageUnavailable();
    expect(asStorageError(unavailable)).toBe(unavailable);
  });
});
