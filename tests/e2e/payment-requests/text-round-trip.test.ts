import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { describeDatabase } from '../../support/test-database';
import { PAYMENT_REQUESTS, createPaymentRequest, newCustomer } from './helpers';

/**
 * Valid text that an encoding or a normalization on the way to the database could change.
 * @engine both: the server's encoding and collation.
 */
const TRICKY_TEXT: [string, string][] = [
  ['astral characters and emoji sequences', 'Pago 𝄞 👩🏽‍💻 🇻🇪 😀'],
  ['a letter and a combining accent (not normalized to é)', 'Jose\u0301 Pe\u0301rez'],
  ['the precomposed form', 'José Pérez ñ Ñ ü'],
  ['right-to-left script with no controls', 'שלום עולם مرحبا'],
  ['a zero-width joiner, a zero-width space and a byte order mark', 'a\u200Db\u200Bc\uFEFFd'],
  ['the replacement character itself', 'caf\uFFFD'],
  ['tabs, newlines and a carriage return', 'line 1\tcol\nline 2\r\nline 3'],
  ['leading and trailing spaces', '  padded  '],
  ['quotes, backslashes and markup', 'O\'Brien "x" \\ <b>y</b> &amp; %s %d ${z}'],
  ['CJK text', '注文 一〇〇一 注文番号'],
];

describe(`Text is stored exactly as the answer shows it ${describeDatabase()}`, () => {
  let t: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((t = started), (merchant = acme)));

  it.each(TRICKY_TEXT)('%s: create, read, list and the stored customer name all hold what was sent', async (_what, text) => {
    const customer = { ...newCustomer('V87654321'), first_name: text, last_name: text };
    const created = await createPaymentRequest(t, merchant, { description: text, external_id: text, customer });
    expect([created.description, created.external_id]).toEqual([text, text]);

    const read = await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${created.id}`);
    expect(read.body).toStrictEqual(created);
    const listed = await t.call(merchant, 'get', PAYMENT_REQUESTS);
    expect(listed.body.data).toStrictEqual([created]);

    // The API never shows a customer's name, so it is read from where it is kept.
    const names = await t.db.database.query((session) =>
      session.rows<{ first_name: string; last_name: string }>('SELECT first_name, last_name FROM customers WHERE dni = $1', ['V87654321']),
    );
    expect(names).toEqual([{ first_name: text, last_name: text }]);
  });

  it.each(TRICKY_TEXT)('%s: an update reads back as sent', async (_what, text) => {
    const created = await createPaymentRequest(t, merchant);
    const updated = await t.call(merchant, 'patch', `${PAYMENT_REQUESTS}/${created.id}`, { description: text });
    expect([updated.status, updated.body.description]).toEqual([200, text]);
    expect((await t.call(merchant, 'get', `${PAYMENT_REQUESTS}/${created.id}`)).body).toStrictEqual(updated.body);
  });
});
