import { Money } from '../../../../src/domain/money';
import { CANCELED_BY_MERCHANT, Refund, RefundMethod } from '../../../../src/domain/refunds/refund';
import { T0 } from '../../../support/builders';

const LATER = new Date(T0.getTime() + 60_000);

const aRefund = (method: RefundMethod = 'p2p') => Refund.open({
  id: 're_1', paymentRequestId: 'preq_1', paymentIntentId: 'pi_1', amount: Money.fromDecimal('USD', '1'),
  conversionAmount: Money.fromDecimal('VES', '36.5'), method, gatewayId: method === 'manual' ? null : 'sandbox', bankAccountId: null,
  reason: 'requested_by_customer', description: null, createdAt: T0,
});

describe('A refund', () => {
  it('starts pending at its gateway, or waiting for the merchant when manual', () => {
    expect([aRefund('p2p').status, aRefund('reversal').status, aRefund('card').status, aRefund('manual').status])
      .toEqual(['pending', 'pending', 'pending', 'requires_action']);
  });

  it('succeeds with the bank\'s reference, or fails with its code, and then moves no more', () => {
    const returned = aRefund();
    const refused = aRefund();

    returned.bankReturned('REF-1', LATER);
    refused.bankRefused('refund_declined', LATER);

    expect([returned.status, returned.referenceId, returned.updatedAt]).toEqual(['succeeded', 'REF-1', LATER]);
    expect([refused.status, refused.failureCode, refused.holdsAmount]).toEqual(['failed', 'refund_declined', false]);
    expect(() => returned.bankRefused('late', LATER)).toThrow(/cannot bankRefused from succeeded/);
    expect(() => refused.bankReturned('late', LATER)).toThrow(/cannot bankReturned from failed/);
  });

  it('booked by the bank, succeeds when pending or failed at its gateway; a succeeded one, or one the merchant canceled, stays', () => {
    const pending = aRefund();
    const judged = aRefund('reversal');
    judged.bankRefused('not_processed', T0);
    const succeeded = aRefund();
    succeeded.bankReturned('REF-1', T0);
    const canceled = aRefund('manual');
    canceled.cancel(T0);

    const booked = [pending, judged, succeeded, canceled].map((refund) => refund.bankBooked('BOOKED', LATER));

    expect(booked).toEqual([true, true, false, false]);
    expect([judged.status, judged.referenceId, judged.failureCode, judged.holdsAmount]).toEqual(['succeeded', 'BOOKED', null, true]);
    expect([pending.status, succeeded.referenceId, canceled.status]).toEqual(['succeeded', 'REF-1', 'failed']);
  });

  it('is marked succeeded or canceled by the merchant only while it requires action', () => {
    const marked = aRefund('manual');
    const canceled = aRefund('manual');
    const pending = aRefund('p2p');

    expect(marked.markSucceeded('TRANSFER-7', LATER)).toBeNull();
    expect(canceled.cancel(LATER)).toBeNull();

    expect([marked.status, marked.referenceId]).toEqual(['succeeded', 'TRANSFER-7']);
    expect([canceled.status, canceled.failureCode]).toEqual(['failed', CANCELED_BY_MERCHANT]);
    expect(pending.markSucceeded('X', LATER)).toEqual({ kind: 'refund_not_actionable', id: 're_1', status: 'pending' });
    expect(marked.cancel(LATER)).toEqual({ kind: 'refund_not_actionable', id: 're_1', status: 'succeeded' });
    expect(pending.status).toBe('pending');
  });
});
