import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { c2pPayment } from '../checkouts/checkout-support';
import { createRequest, openPage } from './hosted-page-support';

describe('the hosted payment page of a refunded request', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.reset();
    merchant = await app.merchant('Acme');
  });

  async function paidPage(): Promise<{ id: string; page: string }> {
    const { created, page } = await createRequest(app, merchant); // 19.99 USD at 36.5: Bs. 729,64
    expect((await app.call(merchant, 'post', '/api/v1/checkouts/c2p', { payment: c2pPayment(created.id) })).status).toBe(201);
    return { id: created.id, page };
  }
  const refund = (id: string, body: unknown) => app.call(merchant, 'post', `/api/v1/payment_requests/${id}/refunds`, body);

  it('says "Reembolsado" and the bolívares given back, beside the receipt, once refunded in full', async () => {
    const { id, page } = await paidPage();
    expect((await openPage(app, page)).text).not.toContain('Reembolsado');

    await refund(id, {});
    const text = (await openPage(app, page)).text;

    expect(text).toContain('Reembolsado');
    expect(text).toContain('Se te devolvieron Bs. 729,64.');
    expect(text).toContain('¡Pago recibido!');
  });

  it('says "Reembolsado en parte" with the amount of a partial refund', async () => {
    const { id, page } = await paidPage();

    await refund(id, { amount: 10 });
    const text = (await openPage(app, page)).text;

    expect(text).toContain('Reembolsado en parte');
    expect(text).toContain('Se te devolvieron Bs. 365,00.');
  });
});
