import request from 'supertest';
import { checkResponse } from '../../support/response-check';
import { TestApp, TestMerchant, paymentRequestBody, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, expectProblem, fieldsOf } from './helpers';

const STRING_FIELDS = ['description', 'external_id', 'customer.dni', 'customer.email', 'customer.first_name', 'customer.last_name'];

/** A valid create body with `field` (dotted) set to `value`. */
function bodyWith(field: string, value: unknown): Record<string, unknown> {
  const body = paymentRequestBody();
  if (!field.startsWith('customer.')) return { ...body, [field]: value };
  return { ...body, customer: { ...(body.customer as object), [field.slice('customer.'.length)]: value } };
}

describe(`Hostile input to the payment request endpoints ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((t = started), (merchant = acme)));

  async function expectNothingCreated(): Promise<void> {
    expect((await t.call(merchant, 'get', PAYMENT_REQUESTS)).body.meta.total_objects).toBe(0);
  }

  describe.each(STRING_FIELDS)('%s', (field) => {
    const hostile: [string, unknown][] = [
      ['a NUL byte', 'V1234\u00005678'],
      ['only a NUL byte', '\u0000'],
      ['a bell character', 'V1234\u00075678'],
      ['a C1 control character (NEL)', 'V1234\u00855678'],
      ['a lone high surrogate', 'V1234\ud8005678'],
      ['only a lone high surrogate', '\ud800'],
      ['a lone low surrogate', 'V1234\udc005678'],
      ['a surrogate pair in the wrong order', 'V1234\udc00\ud8005678'],
      ['a right-to-left override (U+202E)', 'V1234\u202E5678'],
      ['a left-to-right embedding (U+202A)', 'V1234\u202A5678'],
      ['a first-strong isolate (U+2068)', 'V1234\u20685678'],
      ['a pop directional isolate (U+2069)', 'V1234\u20695678'],
      ['10,000 characters', 'V' + '1'.repeat(9999)],
      ['a number', 12345678],
      ['an object', { $gt: '' }],
    ];
    // external_id is "string or null" in the resource, so null is accepted there (create.test.ts).
    if (field !== 'external_id') hostile.push(['null', null]);
    it.each(hostile)('answers 422 naming it to %s, never a 5xx', async (_what, value) => {
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, bodyWith(field, value));
      expect(fieldsOf(res)).toContain(field);
      await expectNothingCreated();
    });
  });

  it.each(['amount', 'description', 'customer'])('answers 422 to a required %s sent as null', async (field) => {
    const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ [field]: null }));
    expect(fieldsOf(res)).toEqual([field]);
  });

  it.each([
    ['a lone surrogate', '\ud800'],
    ['a right-to-left override', 'Order \u202E1001'],
    ['a NUL byte', 'Order\u00001001'],
  ])('answers 422 to a PATCH description with %s, and changes nothing', async (_what, description) => {
    const created = await createPaymentRequest(t, merchant);
    const res = await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { description });
    expect(fieldsOf(res)).toEqual(['description']);
    expect((await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${created.id}`)).body).toStrictEqual(created);
  });

  it('answers 422 naming the field to a lone surrogate written as a JSON escape, as a client would send it', async () => {
    const raw = JSON.stringify(paymentRequestBody()).replace('"Order #1001"', '"Order \\ud800"');
    expect(raw).toContain('\\ud800');
    expect(fieldsOf(await t.call(merchant, 'post', PAYMENT_REQUESTS, raw))).toEqual(['description']);
    await expectNothingCreated();
  });

  it.each(['amount', 'description'])('answers 422 to PATCH %s: null, and changes nothing', async (field) => {
    const created = await createPaymentRequest(t, merchant);
    const res = await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { [field]: null });
    expect(fieldsOf(res)).toEqual([field]);
    expect((await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${created.id}`)).body).toStrictEqual(created);
  });

  it('keeps text a person may type: accents, emoji, quotes, tabs and newlines', async () => {
    const description = 'Pedido Nº 1001 — café ☕ "x" <b>\'y\'</b>\tline\nnext';
    const created = await createPaymentRequest(t, merchant, { description, external_id: "ord'; DROP TABLE x;--" });
    expect(created.description).toBe(description);
    expect(created.external_id).toBe("ord'; DROP TABLE x;--");
    expect((await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${created.id}`)).body.description).toBe(description);
  });

  describe('prototype keys', () => {
    it.each([
      ['__proto__ at the top level', '', '"__proto__": {"polluted": true}', '__proto__'],
      ['constructor at the top level', '', '"constructor": {"prototype": {"polluted": true}}', 'constructor'],
      ['prototype at the top level', '', '"prototype": {}', 'prototype'],
      ['__proto__ inside customer', 'customer', '"__proto__": {"polluted": true}', 'customer.__proto__'],
      ['constructor inside customer', 'customer', '"constructor": "x"', 'customer.constructor'],
    ])('answers 422 naming %s, and pollutes nothing', async (_what, inside, member, field) => {
      // Written as raw JSON: an object literal would not keep __proto__ as an own key.
      const base = JSON.stringify(paymentRequestBody());
      const raw = inside ? base.replace(`"${inside}":{`, `"${inside}":{${member},`) : base.replace(/^{/, `{${member},`);
      const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, raw);
      expect(fieldsOf(res)).toEqual([field]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
      await expectNothingCreated();
    });

    it('answers 422 to __proto__ in a PATCH body', async () => {
      const created = await createPaymentRequest(t, merchant);
      const res = await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, '{"amount": 5, "__proto__": {"amount": 1}}');
      expect(fieldsOf(res)).toEqual(['__proto__']);
    });
  });

  it.each([
    ['objects under an unknown field', 'foo', (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`, 2600],
    ['arrays in place of customer.dni', 'customer.dni', (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`, 8000],
  ])('answers 422 to %s nested as deep as 16 KiB allows, never a 5xx', async (_what, field, nest, depth) => {
    const body = field === 'foo' ? paymentRequestBody({ foo: 0 }) : paymentRequestBody({ customer: { dni: 0 } });
    const raw = JSON.stringify(body).replace(`"${field.split('.').pop()}":0`, `"${field.split('.').pop()}":${nest(depth)}`);
    expect(raw.length).toBeGreaterThan(15 * 1024);
    expect(raw.length).toBeLessThanOrEqual(16 * 1024);
    const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, raw);
    const fields = fieldsOf(res);
    expect(fields).toHaveLength(1);
    expect(fields[0].startsWith(field)).toBe(true);
    await expectNothingCreated();
  });

  it('still reads a body nested a few levels deeper than it needs', async () => {
    const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody({ foo: { a: { b: { c: [[1]] } } } }));
    expect(fieldsOf(res)).toEqual(['foo']);
  });

  it('answers 422 to a thousand unknown fields', async () => {
    const extra = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, i]));
    const res = await t.call(merchant, 'post', PAYMENT_REQUESTS, paymentRequestBody(extra));
    expect(fieldsOf(res)).toHaveLength(1000);
  });

  describe('only UTF-8 JSON', () => {
    /** Sends `body` as these very bytes (supertest would otherwise serialize a Buffer as JSON). */
    const send = (body: Buffer, contentType: string) =>
      request(t.app).post(PAYMENT_REQUESTS).set(merchant.headers).set('Content-Type', contentType)
        .serialize((bytes) => bytes).send(body as unknown as object);
    const utf8 = () => Buffer.from(JSON.stringify(paymentRequestBody({ description: 'café ☕' })), 'utf8');

    const utf16 = () => Buffer.from(JSON.stringify(paymentRequestBody()), 'utf16le');
    it.each([
      ['utf-16', utf16],
      ['UTF-16LE', utf16],
      ['"utf-16"', utf16],
      ['iso-8859-1', () => Buffer.from(JSON.stringify(paymentRequestBody()), 'latin1')],
    ])('answers 415 unsupported_media_type to charset=%s, and creates nothing', async (charset, body) => {
      const res = await send(body(), `application/json; charset=${charset}`);
      checkResponse('post', PAYMENT_REQUESTS, res);
      expectProblem(res, 415, 'unsupported_media_type');
      await expectNothingCreated();
    });

    it('answers 415 unsupported_media_type to bytes that are not UTF-8, with or without charset=utf-8', async () => {
      const raw = Buffer.concat([Buffer.from('{"amount": 1, "description": "caf'), Buffer.from([0xff, 0xfe]), Buffer.from('", "customer": {"dni": "V1"}}')]);
      for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
        const res = await send(raw, contentType);
        checkResponse('post', PAYMENT_REQUESTS, res);
        expectProblem(res, 415, 'unsupported_media_type');
      }
      await expectNothingCreated();
    });

    it.each(['application/json', 'application/json; charset=utf-8', 'application/json; charset=UTF-8', 'application/json;charset="utf-8"'])(
      'reads UTF-8 sent as %s',
      async (contentType) => {
        const res = await send(utf8(), contentType);
        expect([res.status, res.body.description]).toEqual([201, 'café ☕']);
      },
    );

    it.each([
      ['malformed JSON', 'application/json', '{bad', 400, 'bad_request'],
      ['a body over 16 KiB', 'application/json', JSON.stringify({ pad: 'x'.repeat(17 * 1024) }), 413, 'payload_too_large'],
      ['JSON in Latin-1', 'application/json; charset=latin1', '{}', 415, 'unsupported_media_type'],
    ])('reads a body that comes with a GET as any other: %s is a %s', async (_what, contentType, body, status, code) => {
      for (const path of [PAYMENT_REQUESTS, `${PAYMENT_REQUESTS}/preq_x`]) {
        expectProblem(await t.call(merchant, 'get', path, body, { 'Content-Type': contentType }), status as number, code as string);
      }
    });
  });

  describe('list query parameters', () => {
    it.each([
      ['customer_dni', 'V1234\u00005678'],
      ['customer_dni', 'V'.repeat(10000)],
      ['customer_email', 'a\u0000@b.c'],
      ['customer_email', 'a'.repeat(10000) + '@b.c'],
      ['status', 'paid\u0000'],
      ['limit', '5\u0000'],
      ['created_at', '2026-11-21\u0000'],
      ['customer_email', 'ana\u202E@example.com'],
      ['customer_dni', 'V1234\u20665678'],
      ['customer_email', 'ana\u0085@example.com'],
    ])('answers 400 to %s with a NUL byte, a control character or 10,000 characters', async (name, value) => {
      const res = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}?${new URLSearchParams([[name, value]])}`);
      expectProblem(res, 400, 'bad_request');
    });
  });

  describe('ids in the path', () => {
    it.each(['preq_%E0%A4%A', 'preq_%', '%C0%AF', 'preq_%FF'])('answers 404 to the malformed escape %s', async (id) => {
      expectProblem(await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${id}`), 404, 'not_found');
      expectProblem(await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${id}`, { amount: 5 }), 404, 'not_found');
    });
  });
});
