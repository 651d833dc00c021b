import { Server, createServer, request as httpRequest } from 'node:http';
import { AddressInfo } from 'node:net';
import { BoundedMemoryStore } from '../../../src/adapters/limits/bounded-memory-store';
import {
  CHECKOUT_TRIES_PER_ADDRESS_PER_WINDOW,
  CHECKOUT_TRIES_PER_LINK_PER_WINDOW,
  HOSTED_PAGE_MALFORMED_POSTS_PER_WINDOW,
} from '../../../src/adapters/http/hosted-page/checkout-tries-limit';
import { LIMIT_NAMES, LIMIT_STORES, LimitStores } from '../../../src/adapters/limits/limit-stores';
import { TestApp, TestMerchant, startTestApp } from '../../support/test-app';
import { PostAnswer, answerOf, c2pFields, createRequest, postForm } from './hosted-page-support';
import { closeServer } from '../../support/close-server';

/** Posts a form from a local address of our choosing (any of 127.0.0.0/8), as another client would. */
function postFrom(
  server: Server,
  fromAddress: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<PostAnswer> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: (server.address() as AddressInfo).port,
        localAddress: fromAddress,
        method: 'POST',
        path,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('hosted payment page: limits on posts', () => {
  let app: TestApp;
  let merchant: TestMerchant;
  let limits: LimitStores;

  /** How many links and addresses have a counter, wherever the counters live. */
  async function countedKeys(): Promise<number> {
    if (limits.kind === 'memory') return [limits.hostedPage.perLink, limits.hostedPage.perAddress].reduce((n, store) => n + (store as BoundedMemoryStore).size, 0);
    const [{ n }] = await app.db.database.query((session) => session.rows<{ n: number }>(
        'SELECT count(*)::int AS n FROM rate_limit_counters WHERE starts_with(key, $1) OR starts_with(key, $2)',
        [LIMIT_NAMES.hostedPagePerLink, LIMIT_NAMES.hostedPagePerAddress],
      ),
    );
    return n;
  }

  beforeAll(async () => {
    app = await startTestApp();
    merchant = await app.merchant('Acme');
    limits = app.container.get(LIMIT_STORES);
  });
  afterAll(async () => {
    await limits.close();
    await app.close();
  });

  it(`stops a link after ${CHECKOUT_TRIES_PER_LINK_PER_WINDOW} attempts that reached the bank, with Retry-After, leaving other links alone`, async () => {
    const { page } = await createRequest(app, merchant);
    for (let attempt = 1; attempt <= CHECKOUT_TRIES_PER_LINK_PER_WINDOW; attempt++) {
      const guess = await postForm(app, `${page}/c2p`, c2pFields({ otp_token: String(100000 + attempt) }));
      expect(answerOf(guess)).toBe('declined');
    }

    const blocked = await postForm(app, `${page}/c2p`, c2pFields());

    expect(blocked.status).toBe(429);
    expect(blocked.type).toBe('text/html');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.text).toContain('Demasiados intentos');
    const other = await createRequest(app, merchant);
    expect((await postForm(app, `${other.page}/c2p`, c2pFields())).status).toBe(303);
  });

  it('lets no stranger lock a link: 20 empty or malformed posts, and the customer still pays', async () => {
    const { page } = await createRequest(app, merchant);
    const malformed = [{}, c2pFields({ issuer_bank_id: '9999' }), c2pFields({ phone_number: '123', otp_token: '' }), c2pFields({ otp_token: 'abc' })];
    for (let post = 0; post < 20; post++) {
      const res = await app.browse('post', `${page}/c2p`, malformed[post % malformed.length]);
      expect(answerOf(res)).toBe('invalid');
    }

    const paid = await postForm(app, `${page}/c2p`, c2pFields());

    expect(paid.status).toBe(303);
    expect((await app.browse('get', page)).text).toContain('¡Pago recibido!');
  });

  it(`stops an address after ${HOSTED_PAGE_MALFORMED_POSTS_PER_WINDOW} malformed posts; other addresses, and its own good posts, go on`, async () => {
    const server = createServer(app.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { page } = await createRequest(app, merchant);
      for (let post = 1; post <= HOSTED_PAGE_MALFORMED_POSTS_PER_WINDOW; post++) {
        expect(answerOf(await postFrom(server, '127.0.0.2', `${page}/c2p`, {}))).toBe('invalid');
      }

      const blocked = await postFrom(server, '127.0.0.2', `${page}/c2p`, {});
      const otherAddress = await postFrom(server, '127.0.0.3', `${page}/c2p`, {});
      const goodPost = await postFrom(server, '127.0.0.2', `${page}/c2p`, c2pFields());

      expect(blocked.status).toBe(429);
      expect(blocked.text).toContain('desde tu conexión');
      expect(answerOf(otherAddress)).toBe('invalid');
      expect(answerOf(goodPost)).toBe('page');
    } finally {
      await closeServer(server);
    }
  });

  it('counts nothing for malformed or unknown tokens, however many and however long: each is a 404', async () => {
    await limits.hostedPage.perLink.resetAll?.();
    await limits.hostedPage.perAddress.resetAll?.();
    await limits.hostedPage.checkoutTriesPerAddress.resetAll?.();
    const malformedTokens = Array.from({ length: 60 }, (_, i) => `${'X'.repeat(14_000)}${i}`);
    const unknownTokens = Array.from({ length: 60 }, (_, i) => `PRUNKNOWN${String(i).padStart(4, '0')}`);

    for (const token of [...malformedTokens, ...unknownTokens]) {
      for (const path of ['c2p', 'credit_card']) {
        const res = await app.browse('post', `/payments_portal/payment_requests/${token}/${path}`, c2pFields());
        expect(res.status).toBe(404);
      }
    }

    expect(await countedKeys()).toBe(0);
  });

  /** Serves the app on 127.0.0.1 for posts from chosen local addresses; `env` changes its settings. */
  async function served(test: (server: Server) => Promise<void>, env: Record<string, string> = {}): Promise<void> {
    const other = Object.keys(env).length > 0 ? await startTestApp({ env, db: app.db }) : app;
    const server = createServer(other.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await test(server);
    } finally {
      await closeServer(server);
    }
  }

  /** `count` declined attempts from `from`, spread over links of ten attempts at most. */
  async function declinesFrom(server: Server, from: string, count: number, headers: Record<string, string> = {}): Promise<void> {
    let page = '';
    for (let attempt = 0; attempt < count; attempt++) {
      if (attempt % CHECKOUT_TRIES_PER_LINK_PER_WINDOW === 0) page = (await createRequest(app, merchant)).page;
      expect(answerOf(await postFrom(server, from, `${page}/c2p`, c2pFields({ otp_token: '111111' }), headers))).toBe('declined');
    }
  }

  it(`stops an address after ${CHECKOUT_TRIES_PER_ADDRESS_PER_WINDOW} attempts across links (card testing); other addresses go on`, async () => {
    await served(async (server) => {
      await declinesFrom(server, '127.0.0.4', CHECKOUT_TRIES_PER_ADDRESS_PER_WINDOW);
      const fresh = (await createRequest(app, merchant)).page;

      const blocked = await postFrom(server, '127.0.0.4', `${fresh}/c2p`, c2pFields());
      const otherAddress = await postFrom(server, '127.0.0.5', `${fresh}/c2p`, c2pFields());

      expect(blocked.status).toBe(429);
      expect(blocked.text).toContain('demasiados intentos de pago desde tu conexión');
      expect(otherAddress.status).toBe(303);
    });
  });

  it('reads the client address from X-Forwarded-For only behind a proxy TRUST_PROXY names', async () => {
    const forwardedFor = (address: string) => ({ 'X-Forwarded-For': address });
    await served(async (server) => {
      await declinesFrom(server, '127.0.0.6', CHECKOUT_TRIES_PER_ADDRESS_PER_WINDOW, forwardedFor('203.0.113.7'));
      const fresh = (await createRequest(app, merchant)).page;
      expect((await postFrom(server, '127.0.0.6', `${fresh}/c2p`, c2pFields(), forwardedFor('203.0.113.8'))).status).toBe(429);
    });
    await served(async (server) => {
      await declinesFrom(server, '127.0.0.7', CHECKOUT_TRIES_PER_ADDRESS_PER_WINDOW, forwardedFor('203.0.113.9'));
      const fresh = (await createRequest(app, merchant)).page;
      expect((await postFrom(server, '127.0.0.7', `${fresh}/c2p`, c2pFields(), forwardedFor('203.0.113.10'))).status).toBe(303);
    }, { TRUST_PROXY: 'loopback' });
  });
});
