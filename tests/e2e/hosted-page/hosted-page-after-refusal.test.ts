import { TestApp, TestMerchant, withTestApp } from '../../support/test-app';
import { caracasExpiry } from '../checkouts/checkout-support';
import {
  PAYER_ID,
  PHONE,
  alerts,
  c2pFields,
  cardFields,
  createRequest,
  fieldTag,
  fragmentOf,
  p2pFields,
  postForm,
  submitForm,
} from './hosted-page-support';

/** The section of the page whose id is `anchor` (a form's region), or '' when there is none. */
function sectionOf(page: string, anchor: string): string {
  return new RegExp(`<section class="card" id="${anchor}"[\\s\\S]*?</section>`).exec(page)?.[0] ?? '';
}

describe('the hosted page after a refusal: it opens at the refused form, with the message above its fields', () => {
  let app: TestApp;
  let merchant: TestMerchant;

  withTestApp((started, acme) => ((app = started), (merchant = acme)));

  it.each([
    ['a declined card', 'credit_card', cardFields({ card_number: '4000000000000002' }), 'pagar-tarjeta', 'Tu banco rechazó la tarjeta'],
    ['a card form with an expiry that does not read', 'credit_card', cardFields({ card_expiry_date: '13/99' }), 'pagar-tarjeta',
      'Revisa'],
    ['a declined C2P', 'c2p', c2pFields({ otp_token: '999999' }), 'pagar-c2p', 'La clave OTP no es válida'],
    ['a C2P form with no phone', 'c2p', c2pFields({ phone_number: '', otp_token: '909090' }), 'pagar-c2p', 'Revisa'],
    ['a transfer reported with letters in its reference', 'p2p', p2pFields({ reference: 'ABC123' }), 'pagar-transferencia', 'Revisa'],
  ])('%s: 303 to the page at the form\'s fragment, where the form shows the message above its fields', async (_, path, fields, anchor, message) => {
    const { page } = await createRequest(app, merchant);

    const { post, page: shown } = await submitForm(app, `${page}/${path}`, fields);

    expect(post.headers.location).toBe(`${page}#${anchor}`);
    expect(fragmentOf(post)).toBe(anchor);
    const form = sectionOf(shown.text, anchor);
    expect(form).not.toBe('');
    // The one message of the page is in that form, before its first field.
    expect(alerts(shown.text)).toEqual([expect.stringContaining(message)]);
    expect(alerts(form)).toEqual([expect.stringContaining(message)]);
    expect(form.indexOf('role="alert"')).toBeLessThan(form.search(/<(input|select) /));
  });

  it('keeps what was typed in the refused form, never the card number or CVV', async () => {
    const { page } = await createRequest(app, merchant);

    const { page: shown } = await submitForm(app, `${page}/credit_card`, cardFields({ card_number: '4000000000000002' }));

    const form = sectionOf(shown.text, 'pagar-tarjeta');
    expect(fieldTag(form, 'card', 'card_customer_id')).toContain(`value="${PAYER_ID}"`);
    expect(fieldTag(form, 'card', 'card_expiry_date')).toContain(`value="${caracasExpiry(36)}"`);
    expect(fieldTag(form, 'card', 'card_number')).not.toContain('value=');
    expect(fieldTag(form, 'card', 'card_cvv')).not.toContain('value=');
  });

  it('a post to a request no longer payable: 303 to the top of the page, the notice above everything, in no form', async () => {
    const { page } = await createRequest(app, merchant);
    await postForm(app, `${page}/c2p`, c2pFields());

    const { post, page: shown } = await submitForm(app, `${page}/credit_card`, cardFields());

    expect(post.headers.location).toBe(page);
    const [notice] = alerts(shown.text);
    expect(notice).toContain('ya fue pagada');
    expect(shown.text.indexOf('role="alert"')).toBeLessThan(shown.text.indexOf('id="summary-title"'));
  });

  it('a paid post is no refusal: 303 to the page itself, the receipt at the top', async () => {
    const { page } = await createRequest(app, merchant);

    const post = await postForm(app, `${page}/c2p`, c2pFields({ phone_number: PHONE }));

    expect(post.status).toBe(303);
    expect(post.headers.location).toBe(page);
  });
});
