import { BusinessCalendar } from '../../../../../src/application/business-calendar';
import { instantOfWallClock, readLinkForm } from '../../../../../src/adapters/http/dashboard/payment-link-form';
import { AMOUNT_INVALID_ES } from '../../../../../src/adapters/http/dashboard/typed-amount';

const caracas = new BusinessCalendar('America/Caracas');
const owner = { merchantId: 'mer_1', livemode: false };

describe('the payment link form', () => {
  it('reads a date and time on the business\'s clock, as a datetime-local input or a person types it', () => {
    expect(instantOfWallClock('2026-12-24T18:30', caracas)?.toISOString()).toBe('2026-12-24T22:30:00.000Z');
    expect(instantOfWallClock(' 2026-12-24 00:05 ', caracas)?.toISOString()).toBe('2026-12-24T04:05:00.000Z');
    expect(instantOfWallClock('2026-12-24T18:30', new BusinessCalendar('Europe/Madrid'))?.toISOString()).toBe('2026-12-24T17:30:00.000Z');
  });

  it.each(['mañana', '2026-02-30T10:00', '2026-12-24T24:00', '2026-12-24T10:60', '24/12/2026 10:00', '2026-12-24'])(
    'refuses %j as no date and time', (typed) => {
      expect(instantOfWallClock(typed, caracas)).toBeUndefined();
    },
  );

  it('reads 1.234,50 into the command\'s amount; an empty expiry never expires', () => {
    const read = readLinkForm({ amount: '1.234,50', description: 'Torta', expires_at: '' }, owner, caracas);
    if (!('command' in read)) throw new Error(JSON.stringify(read.refusal));
    expect([read.command.amount.cents, read.command.amount.currency, read.command.expiresAt]).toEqual([123450, 'USD', null]);
  });

  it('refuses every field it cannot take at once, in Spanish', () => {
    const read = readLinkForm({ amount: 'diez', description: '', expires_at: 'pronto' }, owner, caracas);
    if (!('refusal' in read)) throw new Error('taken');
    expect(read.refusal.fields.map(({ field }) => field).sort()).toEqual(['amount', 'description', 'expires_at']);
    expect(read.refusal.fields.find(({ field }) => field === 'amount')?.message).toBe(AMOUNT_INVALID_ES);
  });
});
