import { TestApp, startTestApp } from '../../support/test-app';
import { describeDatabase, openTestDatabase, TestDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, newCustomer } from './helpers';

/**
 * A create naming only a known dni uses the customer its instance remembers, and its save checks
 * that customer is still stored so: what another instance changed shows on the next request.
 */
describe(`Creates that name only a known dni, with two instances ${describeDatabase()}`, () => {
  let db: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    db = await openTestDatabase();
    first = await startTestApp({ db });
    second = await startTestApp({ db });
  });
  afterAll(async () => {
    await db.close();
  });

  it('copy the e-mail another instance stored a moment ago, not the one this instance remembers', async () => {
    const merchant = await first.merchant('Acme');
    await createPaymentRequest(first, merchant, { customer: newCustomer('V12345678', 'maria@old.example') });
    const remembered = await createPaymentRequest(first, merchant, { customer: { dni: 'V12345678' } });
    expect(remembered.customer.email).toBe('maria@old.example');

    await createPaymentRequest(second, merchant, { customer: { dni: 'V12345678', email: 'maria@new.example' } });
    const after = await createPaymentRequest(first, merchant, { customer: { dni: 'V12345678' } });

    expect(after.customer).toEqual({ id: remembered.customer.id, dni: 'V12345678', email: 'maria@new.example' });
    const read = await first.call(merchant, 'get', `${PAYMENT_REQUESTS}/${after.id}`);
    expect(read.body.customer.email).toBe('maria@new.example');
    const all = await first.call(merchant, 'get', `${PAYMENT_REQUESTS}?limit=10`);
    expect(all.body.data.map((request: { customer: { email: string } }) => request.customer.email))
      .toEqual(['maria@new.example', 'maria@new.example', 'maria@old.example', 'maria@old.example']);
  });
});
