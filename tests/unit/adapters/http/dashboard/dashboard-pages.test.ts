import { DASHBOARD_PAGES } from '../../../../../src/adapters/http/dashboard/dashboard.operations';
import { readCreateForm } from '../../../../../src/adapters/http/dashboard/create-form';
import { readRefundForm } from '../../../../../src/adapters/http/dashboard/refund-form';

const owner = { merchantId: 'mer_1', livemode: false };

describe('the dashboard\'s one table of pages', () => {
  it('puts every post but the sign-in behind a session and its CSRF token', () => {
    const posts = DASHBOARD_PAGES.filter((page) => page.method === 'post');
    expect(posts.filter((page) => page.access !== 'session_form').map((page) => page.operationId)).toEqual(['signInToDashboard']);
  });

  it('puts every page but the sign-in\'s behind a session', () => {
    const gets = DASHBOARD_PAGES.filter((page) => page.method === 'get');
    expect(gets.filter((page) => page.access !== 'session').map((page) => page.operationId)).toEqual(['showDashboardSignIn']);
  });

  it('names each page once', () => {
    const ids = DASHBOARD_PAGES.map((page) => page.operationId);
    const routes = DASHBOARD_PAGES.map((page) => `${page.method} ${page.path}`);
    expect([new Set(ids).size, new Set(routes).size]).toEqual([ids.length, routes.length]);
  });
});

describe('the dashboard\'s forms read typed values', () => {
  const now = new Date('2026-12-01T12:00:00.400Z');
  const typed = {
    amount: '1.234,50', description: ' Torta ', external_id: ' pedido-1 ', customer_dni: ' V-12345678 ', customer_email: '',
    customer_first_name: '', customer_last_name: '', expires_in: '3600',
  };

  it('reads the new request form into the create command: Money, the dni kept canonical, the expiry as an instant', () => {
    const read = readCreateForm(typed, owner, now);
    if (!('command' in read)) throw new Error(JSON.stringify(read.refusal));
    const { amount, description, externalId, customer, expiresAt, returnUrl } = read.command;
    expect([amount.cents, amount.currency, description, externalId, customer, expiresAt?.toISOString(), returnUrl]).toEqual([
      123450, 'USD', ' Torta ', 'pedido-1', { dni: 'V12345678', email: undefined, firstName: undefined, lastName: undefined },
      '2026-12-01T13:00:00.000Z', null,
    ]);
  });

  it('refuses every field it cannot take at once, by the API\'s field names, in the order of the API\'s body', () => {
    const read = readCreateForm({
      ...typed, amount: '', description: 'x'.repeat(501), customer_dni: '!', customer_email: 'no', expires_in: 'mañana',
    }, owner, now);
    if (!('refusal' in read)) throw new Error('taken');
    expect(read.refusal.fields.map(({ field }) => field)).toEqual(['amount', 'description', 'customer.dni', 'customer.email', 'expires_at']);
    expect(read.refusal.fields[0].message).toBe('Este campo es obligatorio.');
  });

  it('reads an empty refund amount as everything that remains, and a reason by the API\'s list', () => {
    const read = readRefundForm({ amount: '', reason: 'duplicate', description: '' }, owner, 'preq_1');
    expect(read).toEqual({ command: { owner, paymentRequestId: 'preq_1', amount: null, reason: 'duplicate', description: null } });
    const refused = readRefundForm({ amount: '0', reason: 'capricho', description: '' }, owner, 'preq_1');
    expect('refusal' in refused && refused.refusal.fields.map(({ field }) => field)).toEqual(['amount', 'reason']);
  });
});
