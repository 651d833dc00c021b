import { C2P_PATH, c2pPayment } from '../checkouts/checkout-support';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, fieldsOf } from './helpers';

const GOOD = 'https://shop.example.com/orders/1001?from=pay#done';
const REFUSED: [string, unknown][] = [
  ['an http URL', 'http://shop.example.com/orders/1001'],
  ['a relative URL', '/orders/1001'],
  ['a URL without its scheme', 'shop.example.com/orders/1001'],
  ['a lenient https form', 'https:shop.example.com/orders/1001'],
  ['a URL with credentials', 'https://ana:secret@shop.example.com/orders/1001'],
  ['a URL with an empty user', 'https://@shop.example.com/orders/1001'],
  ['a URL of 2049 characters', `https://shop.example.com/${'a'.repeat(2049 - 'https://shop.example.com/'.length)}`],
  ['a URL with a control character', 'https://shop.example.com/orders/\u00071001'],
  ['a URL with a space', 'https://shop.example.com/orders 1001'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['an empty string', ''],
  ['a number', 5],
  ['an object', { href: GOOD }],
];

describe(`return_url on payment requests ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    await t.reset();
    merchant = await t.merchant('Acme');
  });
  afterAll(() => t.close());

  const read = async (id: string) => (await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${id}`)).body;
  const count = async () => (await t.call(merchant, 'get', PAYMENT_REQUESTS)).body.data.length;

  describe('on create', () => {
    it('stores an https URL and shows it in the answer, on read, in the list and in the created event', async () => {
      const created = await createPaymentRequest(t, merchant, { return_url: GOOD });

      expect(created.return_url).toBe(GOOD);
      expect((await read(created.id)).return_url).toBe(GOOD);
      const listed = (await t.call(merchant, 'get', PAYMENT_REQUESTS)).body.data;
      expect(listed.map((request: Record<string, unknown>) => request.return_url)).toEqual([GOOD]);
      const events = (await t.call(merchant, 'get', '/api/v1/events?type=payment_request.created')).body.data;
      expect(events.map((event: Record<string, any>) => event.data.object.return_url)).toEqual([GOOD]);
    });

    it('is null when left out or sent as null', async () => {
      expect((await createPaymentRequest(t, merchant)).return_url).toBeNull();
      expect((await createPaymentRequest(t, merchant, { return_url: null })).return_url).toBeNull();
    });

    it('keeps the URL in its normalized form: scheme and host lowercased, a bare host given its slash', async () => {
      expect((await createPaymentRequest(t, merchant, { return_url: 'HTTPS://Shop.Example.COM' })).return_url).toBe('https://shop.example.com/');
    });

    it('accepts a URL of exactly 2048 characters', async () => {
      const longest = `https://shop.example.com/${'a'.repeat(2048 - 'https://shop.example.com/'.length)}`;
      expect((await createPaymentRequest(t, merchant, { return_url: longest })).return_url).toBe(longest);
    });

    it.each(REFUSED)('refuses %s with a 422 naming return_url, and creates nothing', async (_case, value) => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, {
        amount: 19.99, description: 'Order', customer: { dni: 'V12345678', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' }, return_url: value,
      });

      expect(fieldsOf(res)).toEqual(['return_url']);
      expect(await count()).toBe(0);
    });
  });

  describe('on update', () => {
    it('sets, changes and (with null) removes it, keeping the rest and the rate; each update is an event', async () => {
      const created = await createPaymentRequest(t, merchant);

      const set = await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { return_url: GOOD });
      expect([set.status, set.body.return_url]).toEqual([200, GOOD]);
      expect(set.body).toMatchObject({ main_amount: created.main_amount, conversion_amount: created.conversion_amount, rate: created.rate, description: created.description });
      expect((await read(created.id)).return_url).toBe(GOOD);

      const changed = await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { return_url: 'https://shop.example.com/other' });
      expect([changed.status, changed.body.return_url]).toEqual([200, 'https://shop.example.com/other']);

      const removed = await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { return_url: null });
      expect([removed.status, removed.body.return_url]).toEqual([200, null]);
      expect((await read(created.id)).return_url).toBeNull();

      const events = (await t.call(merchant, 'get', '/api/v1/events?type=payment_request.updated')).body.data;
      expect(events.map((event: Record<string, any>) => event.data.object.return_url).sort()).toEqual(['https://shop.example.com/other', GOOD, null].sort());
    });

    it('keeps it when the update leaves it out', async () => {
      const created = await createPaymentRequest(t, merchant, { return_url: GOOD });
      const res = await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { description: 'Changed' });
      expect([res.status, res.body.return_url]).toEqual([200, GOOD]);
    });

    it.each(REFUSED)('refuses %s with a 422 naming return_url, and changes nothing', async (_case, value) => {
      const created = await createPaymentRequest(t, merchant, { return_url: GOOD });

      const res = await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { description: 'Changed', return_url: value });

      expect(fieldsOf(res)).toEqual(['return_url']);
      expect(await read(created.id)).toEqual(created);
    });
  });

  it('is shown in checkout answers', async () => {
    const created = await createPaymentRequest(t, merchant, { return_url: GOOD });
    const res = await t.call(merchant, 'post', C2P_PATH, { payment: c2pPayment(created.id) });
    expect([res.status, res.body.status, res.body.return_url]).toEqual([201, 'paid', GOOD]);
  });
});
