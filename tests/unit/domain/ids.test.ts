import { CryptoIdGenerator } from '../../../src/adapters/system/crypto-id-generator';
import { ID_PREFIX, IdKind, hasIdShape } from '../../../src/domain/ids';
import { SequentialIdGenerator } from '../../support/fakes';

const KINDS = Object.keys(ID_PREFIX) as IdKind[];

describe('identifier shapes', () => {
  it.each([
    ['paymentRequest', 'preq_abc123XYZ'],
    ['customer', 'cus_0'],
    ['paymentIntent', 'pi_' + 'a'.repeat(64)],
    ['merchant', 'mer_acme'],
    ['event', 'evt_7Hq2'],
  ] as [IdKind, string][])('a %s id looks like %s', (kind, id) => {
    expect(hasIdShape(kind, id)).toBe(true);
  });

  it.each([
    ['no body', 'preq_'],
    ['another kind\'s prefix', 'cus_abc'],
    ['a prefix in capitals', 'PREQ_abc'],
    ['punctuation', 'preq_abc-def'],
    ['a path', 'preq_../../etc'],
    ['a body over 64 characters', 'preq_' + 'a'.repeat(65)],
    ['a non-ASCII letter', 'preq_abcñ'],
  ])('a payment request id with %s cannot exist', (_label, id) => {
    expect(hasIdShape('paymentRequest', id)).toBe(false);
  });

  it.each([
    ['the sequential ids of the tests', new SequentialIdGenerator()],
    ['the random ids of the service', new CryptoIdGenerator()],
  ])('%s have the shape of their kind, and tokens and keys their prefixes', (_label, ids) => {
    for (const kind of KINDS) expect(hasIdShape(kind, ids.next(kind))).toBe(true);
    expect(ids.nextToken()).toMatch(/^PR[A-Z0-9]+$/);
    expect(ids.nextSecretKey()).toMatch(/^sk_test_[A-Za-z0-9]+$/);
  });

  it('the random ids of the service never repeat and draw on every character of their alphabets', () => {
    const ids = new CryptoIdGenerator();
    const many = Array.from({ length: 2_000 }, () => ids.next('paymentRequest').slice('preq_'.length));
    expect(new Set(many).size).toBe(many.length);
    expect(new Set(many.join('')).size).toBe(62);
    const tokens = Array.from({ length: 2_000 }, () => ids.nextToken().slice('PR'.length)).join('');
    expect([...new Set(tokens)].sort().join('')).toBe('23456789ABCDEFGHJKLMNPQRSTUVWXYZ');
  });

  it('the sequential ids of the tests are predictable and never repeat', () => {
    const ids = new SequentialIdGenerator();
    expect([ids.next('paymentRequest'), ids.next('paymentRequest'), ids.next('customer')]).toEqual([
      'preq_000001',
      'preq_000002',
      'cus_000001',
    ]);
    expect([ids.nextToken(), ids.nextToken()]).toEqual(['PR000001', 'PR000002']);
  });
});
