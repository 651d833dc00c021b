import { FakeMercantil } from '../../../tools/fake-mercantil/fake-mercantil-server';
import { mercantilEnv, startFakeMercantil } from '../../support/mercantil-fake';
import { withLiveKey } from '../../support/modes';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { alerts, cardFields, createRequest, openPage, submitForm } from '../hosted-page/hosted-page-support';

const TEST_BANNER = 'Modo de prueba: no se cobra dinero real';

describe(`The hosted page of each mode ${describeDatabase()}`, () => {
  let fake: FakeMercantil;
  let bankForC2p: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    const started = await startFakeMercantil();
    fake = started.fake;
    bankForC2p = await startTestApp({ env: { ...mercantilEnv(started.settings), CARD_GATEWAY: 'sandbox' } });
  });
  afterAll(async () => {
    await bankForC2p.close();
    await fake.close();
  });
  beforeEach(async () => {
    await bankForC2p.reset();
    merchant = await bankForC2p.merchant('Acme');
  });

  it('a test request says plainly that it is a test, shows the sandbox\'s test values and offers both forms', async () => {
    const { page } = await createRequest(bankForC2p, merchant);

    const html = (await openPage(bankForC2p, page)).text;

    expect(html).toContain(TEST_BANNER);
    expect(html).toContain('123456');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('Pago Móvil (C2P)');
    expect(html).toContain('id="card-title"');
  });

  it('a live request never shows the test banner, and offers only the methods a bank takes', async () => {
    const { page } = await createRequest(bankForC2p, withLiveKey(merchant));

    const html = (await openPage(bankForC2p, page)).text;

    expect(html).not.toContain(TEST_BANNER);
    expect(html).not.toContain('123456');
    expect(html).toContain('Pago Móvil (C2P)');
    expect(html).not.toContain('id="card-title"');
  });

  it('a card form posted to a live request anyway is refused with a notice, and nothing is charged or recorded', async () => {
    const live = withLiveKey(merchant);
    const { created, page } = await createRequest(bankForC2p, live);

    const { post, page: shown } = await submitForm(bankForC2p, `${page}/credit_card`, cardFields());

    expect(post.status).toBe(303);
    expect(alerts(shown.text).join(' ')).toContain('no está disponible');
    const after = (await bankForC2p.call(live, 'get', `/api/v1/payment_requests/${created.id}`)).body;
    expect([after.status, after.rejected_payment_intents, after.pending_payment_intents]).toEqual(['waiting_for_payment', [], []]);
    expect(fake.ledger.all()).toEqual([]);
  });

});

describe(`The hosted page of a live request on a server with no bank ${describeDatabase()}`, () => {
  let sandboxOnly: TestApp;

  beforeAll(async () => {
    sandboxOnly = await startTestApp();
  });
  afterAll(async () => {
    await sandboxOnly.close();
  });

  it('offers no form and says why', async () => {
    const { page } = await createRequest(sandboxOnly, withLiveKey(await sandboxOnly.merchant('Acme')));

    const html = (await openPage(sandboxOnly, page)).text;

    expect(html).not.toContain('<form');
    expect(html).toContain('no tiene medios de pago activos');
    expect(html).not.toContain(TEST_BANNER);
  });
});
