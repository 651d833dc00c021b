import { parseMerchantKeyArguments } from '../../../src/cli/merchant-key-arguments';

/** `npm run merchant:key -- …`: the arguments, read before any database is opened. */
describe('merchant:key arguments', () => {
  it.each([
    [['--merchant', 'mer_a', '--mode', 'live'], { kind: 'issue', merchantId: 'mer_a', mode: 'live' }],
    [['--roll', 'key_a'], { kind: 'roll', keyId: 'key_a', hours: 24 }],
    [['--roll', 'key_a', '--expires-in-hours', '0'], { kind: 'roll', keyId: 'key_a', hours: 0 }],
    [['--roll', 'key_a', '--expires-in-hours', '168'], { kind: 'roll', keyId: 'key_a', hours: 168 }],
    [['--revoke', 'key_a'], { kind: 'revoke', keyId: 'key_a' }],
    [['--list', '--merchant', 'mer_a'], { kind: 'list', merchantId: 'mer_a' }],
  ])('reads %j', (args, action) => {
    expect(parseMerchantKeyArguments(args)).toEqual(action);
  });

  it.each([
    ['nothing to do', [], /^choose one of --mode, --roll, --revoke or --list\nusage: /],
    ['two things to do', ['--revoke', 'key_a', '--list', '--merchant', 'mer_a'], /^choose one of/],
    ['a mode without a merchant', ['--mode', 'test'], /^--merchant goes with --mode or --list/],
    ['a merchant without a mode or a list', ['--merchant', 'mer_a', '--revoke', 'key_a'], /^--merchant goes with --mode or --list/],
    ['an unknown mode', ['--merchant', 'mer_a', '--mode', 'prod'], /^--mode must be test or live, got "prod"$/],
    ['hours out of range', ['--roll', 'key_a', '--expires-in-hours', '169'], /^--expires-in-hours must be a whole number from 0 to 168, got "169"$/],
    ['hours that are not a whole number', ['--roll', 'key_a', '--expires-in-hours', '1.5'], /^--expires-in-hours must be a whole number/],
    ['hours without a roll', ['--revoke', 'key_a', '--expires-in-hours', '1'], /^--expires-in-hours goes with --roll/],
    ['an unknown option', ['--bogus'], /bogus/],
  ])('refuses %s with a clear message', (_label, args, message) => {
    expect(() => parseMerchantKeyArguments(args)).toThrow(message);
  });
});
