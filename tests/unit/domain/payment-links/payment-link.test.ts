import { T0, usd } from '../../../support/builders';
import { hasIdShape } from '../../../../src/domain/ids';
import { isPaymentToken } from '../../../../src/application/checkout/open-hosted-page';
import { CryptoIdGenerator } from '../../../../src/adapters/system/crypto-id-generator';
import {
  PaymentLink, changePaymentLink, closedReason, isLinkToken, isOpen, newPaymentLink,
} from '../../../../src/domain/payment-links';

const MINUTE = 60_000;
const later = (ms: number) => new Date(T0.getTime() + ms);
const fields = { id: 'plink_1', merchantId: 'mer_acme', livemode: false, token: 'PLABCD2345', amount: usd('12.50'), description: 'Torta' };

function aLink(expiresAt: Date | null = null): PaymentLink {
  const link = newPaymentLink({ ...fields, expiresAt }, T0);
  if ('kind' in link) throw new Error('refused');
  return link;
}

describe('a payment link', () => {
  it('is created active, with its times set to now', () => {
    expect(aLink()).toEqual({ ...fields, expiresAt: null, active: true, createdAt: T0, updatedAt: T0 });
  });

  it('refuses an expiry less than a minute ahead or in the past, and accepts one later', () => {
    expect(newPaymentLink({ ...fields, expiresAt: later(-MINUTE) }, T0)).toMatchObject({ kind: 'expiry_out_of_range' });
    expect(newPaymentLink({ ...fields, expiresAt: later(30_000) }, T0)).toMatchObject({ kind: 'expiry_out_of_range' });
    expect(newPaymentLink({ ...fields, expiresAt: later(MINUTE) }, T0)).toMatchObject({ active: true, expiresAt: later(MINUTE) });
  });

  it('refuses an amount that is not a positive USD amount (a bug at the edge)', () => {
    expect(() => newPaymentLink({ ...fields, amount: usd('0'), expiresAt: null }, T0)).toThrow(RangeError);
  });

  it('is open while active and before its expiry, and says why not otherwise', () => {
    const link = aLink(later(10 * MINUTE));
    expect(isOpen(link, later(10 * MINUTE - 1))).toBe(true);
    expect(closedReason(link, later(10 * MINUTE))).toBe('expired');
    expect(closedReason(changePaymentLink(link, { active: false }, T0), T0)).toBe('inactive');
  });

  it('changes only what is given, and its updated time', () => {
    const changed = changePaymentLink(aLink(), { amount: usd('3'), description: undefined }, later(MINUTE));
    expect(changed).toMatchObject({ amount: usd('3'), description: 'Torta', active: true, createdAt: T0, updatedAt: later(MINUTE) });
  });

  it('has an id and a token that a payment request\'s can never be taken for', () => {
    const ids = new CryptoIdGenerator();
    const token = ids.nextLinkToken();
    expect(isLinkToken(token)).toBe(true);
    expect(isPaymentToken(token)).toBe(false);
    expect(isLinkToken(ids.nextToken())).toBe(false);
    expect(hasIdShape('paymentLink', ids.next('paymentLink'))).toBe(true);
  });
});
