import {
  LINK_REQUESTS_PER_ADDRESS_PER_MINUTE, LINK_REQUESTS_PER_LINK_PER_HOUR,
} from '../../../src/adapters/http/hosted-page/links/link-requests-limit';
import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { alerts, fieldTag } from '../hosted-page/hosted-page-support';
import { PAYMENT_REQUESTS } from '../payment-requests/helpers';

describe('the payment link page\'s bounds per link and per customer address', () => {
  let t: TestApp;
  let acme: TestMerchant;

  // Behind a proxy on loopback, X-Forwarded-For gives each post the address of a different customer.
  withTestApp((started, merchant) => ((t = started), (acme = merchant)), { env: { TRUST_PROXY: 'loopback' } });

  it(`creates at most ${LINK_REQUESTS_PER_LINK_PER_HOUR} requests an hour through one link, from however many addresses`, async () => {
    const customer = { dni: 'V12345678', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' };
    await t.call(acme, 'post', PAYMENT_REQUESTS, { amount: 1, description: 'Primera', customer });
    const link = await t.call(acme, 'post', '/api/v1/payment_links', { amount: 5, description: 'Café' });
    const path = new URL(link.body.url).pathname;
    const from = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${Math.floor(n / LINK_REQUESTS_PER_ADDRESS_PER_MINUTE) + 1}` });

    for (let n = 0; n < LINK_REQUESTS_PER_LINK_PER_HOUR; n++) {
      expect((await t.browse('post', path, { dni: 'V12345678' }, from(n))).status).toBe(303);
    }
    const refused = await t.browse('post', path, { dni: 'V12345678' }, { 'X-Forwarded-For': '203.0.113.9' });

    expect(refused.status).toBe(429);
    expect(alerts(refused.text)[0]).toContain('demasiadas solicitudes en la última hora');
    expect(fieldTag(refused.text, 'link', 'dni')).toContain('value="V12345678"');
    const listed = await t.call(acme, 'get', `${PAYMENT_REQUESTS}?payment_link_id=${link.body.id}&limit=1`);
    expect(listed.body.meta.total_objects).toBe(LINK_REQUESTS_PER_LINK_PER_HOUR);
  });

  it(`counts an IPv6 customer by the /56 its connection holds: a new address for each post stops at ${LINK_REQUESTS_PER_ADDRESS_PER_MINUTE}`, async () => {
    const link = await t.call(acme, 'post', '/api/v1/payment_links', { amount: 5, description: 'Té' });
    const path = new URL(link.body.url).pathname;
    const customer = { dni: 'V12345678', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' };
    const from = (address: string) => ({ 'X-Forwarded-For': address });

    for (let n = 0; n < LINK_REQUESTS_PER_ADDRESS_PER_MINUTE; n++) {
      expect((await t.browse('post', path, customer, from(`2001:db8:aa:${n.toString(16)}::1`))).status).toBe(303);
    }
    const sameConnection = await t.browse('post', path, customer, from('2001:db8:aa:ff::2'));
    const otherConnection = await t.browse('post', path, customer, from('2001:db8:ab::1'));

    expect(sameConnection.status).toBe(429);
    expect(alerts(sameConnection.text)[0]).toContain('demasiadas solicitudes de pago desde tu conexión');
    expect(otherConnection.status).toBe(303);
  });
});
