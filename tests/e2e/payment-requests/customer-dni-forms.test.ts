import { FixedClock } from '../../support/fakes';
import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, newCustomer } from './helpers';

const list = (...pairs: [string, string][]) => `${PAYMENT_REQUESTS}?${new URLSearchParams(pairs).toString()}`;

/** `V-20987654` and `V20987654` are one customer, stored and shown as `V20987654`. */
describe(`a national id with or without its dash ${describeDatabase()}`, () => {
  const clock = new FixedClock();
  let t: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((t = started), (merchant = acme)), { overrides: { clock } });

  async function create(customer: Record<string, string>): Promise<{ id: string; customer: { id: string; dni: string; email: string } }> {
    clock.advanceSeconds(1);
    return (await createPaymentRequest(t, merchant, { customer })) as { id: string; customer: { id: string; dni: string; email: string } };
  }

  it.each([
    ['the dashed form first', 'V-20987654', 'V20987654'],
    ['the plain form first', 'V20987654', 'V-20987654'],
  ])('creating with either form finds the same customer: %s', async (_, first, second) => {
    const registered = await create(newCustomer(first, 'ana@example.com'));
    const again = await create({ dni: second });

    expect(registered.customer).toEqual({ id: expect.stringMatching(/^cus_/), dni: 'V20987654', email: 'ana@example.com' });
    expect(again.customer).toEqual(registered.customer);
    const read = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${again.id}`);
    expect(read.body.customer).toEqual(registered.customer);
  });

  it('updates the one customer whichever form brings new details', async () => {
    const registered = await create(newCustomer('E81234567', 'old@example.com'));
    const updated = await create({ dni: 'E-81234567', email: 'new@example.com' });

    expect(updated.customer).toEqual({ id: registered.customer.id, dni: 'E81234567', email: 'new@example.com' });
  });

  it('lists the customer\'s requests by either form', async () => {
    const dashed = await create(newCustomer('V-20987654'));
    const plain = await create({ dni: 'V20987654' });
    await create(newCustomer('V2098765'));

    for (const dni of ['V-20987654', 'V20987654']) {
      const res = await t.call(merchant, 'get', list(['customer_dni', dni]));
      expect(res.status).toBe(200);
      expect(res.body.data.map((item: { id: string }) => item.id)).toEqual([plain.id, dashed.id]);
      expect(res.body.meta.total_objects).toBe(2);
    }
  });

  it('keeps any other dni as sent: a passport, a lower-case letter', async () => {
    const passport = await create(newCustomer('AB-123456'));
    const lower = await create(newCustomer('v-20987654'));
    const upper = await create(newCustomer('V-20987654'));

    expect([passport.customer.dni, lower.customer.dni, upper.customer.dni]).toEqual(['AB-123456', 'v-20987654', 'V20987654']);
    expect(new Set([passport.customer.id, lower.customer.id, upper.customer.id]).size).toBe(3);
    const byPassport = await t.call(merchant, 'get', list(['customer_dni', 'AB-123456']));
    expect(byPassport.body.data.map((item: { id: string }) => item.id)).toEqual([passport.id]);
  });
});
