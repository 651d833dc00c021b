import { VE_BANKS } from '../../../../domain/ve-banks';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { FormState, formAlert, inputField, selectField } from '../../kit/html/form-fields';
import { FORM_ANCHORS } from '../hosted-page-forms';

/** Every bank of the BCV list, by code: the payer's bank in the C2P and transfer forms. */
export const BANK_OPTIONS: [string, string][] = Object.entries(VE_BANKS)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, name]) => [code, `${code} · ${name}`]);

/** Pago Móvil C2P: the payer's phone, id, bank and the OTP their bank sent them. */
export function c2pForm(action: string, amount: string, state: FormState): SafeHtml {
  const form = 'c2p';
  return html`<section class="card" id="${FORM_ANCHORS.c2p}" aria-labelledby="c2p-title">
<h2 id="c2p-title">Pago Móvil (C2P)</h2>
${formAlert(state)}
<form method="post" action="${action}">
${inputField({
  form, name: 'phone_number', label: 'Teléfono', hint: 'Celular afiliado a Pago Móvil, por ejemplo 04147654321',
  attributes: { type: 'tel', inputmode: 'numeric', autocomplete: 'tel-national', maxlength: '16', placeholder: '04147654321' },
}, state)}
${inputField({
  form, name: 'issuer_payer_id', label: 'Cédula o RIF', hint: 'Por ejemplo V20987654',
  attributes: {
    type: 'text', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false', maxlength: '12', placeholder: 'V20987654',
  },
}, state)}
${selectField({ form, name: 'issuer_bank_id', label: 'Banco', placeholder: 'Selecciona tu banco', options: BANK_OPTIONS }, state)}
${inputField({
  form, name: 'otp_token', label: 'Clave OTP', hint: 'La clave de pago que te envió tu banco', secret: true,
  attributes: { type: 'text', inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: '12' },
}, state)}
<button type="submit">Pagar ${amount} con Pago Móvil</button>
</form>
</section>`;
}

/** Visa or Mastercard, credit or debit. */
export function cardForm(action: string, amount: string, state: FormState): SafeHtml {
  const form = 'card';
  return html`<section class="card" id="${FORM_ANCHORS.card}" aria-labelledby="card-title">
<h2 id="card-title">Tarjeta</h2>
${formAlert(state)}
<form method="post" action="${action}">
${inputField({
  form, name: 'card_number', label: 'Número de tarjeta', hint: 'Visa o Mastercard, de crédito o débito', secret: true,
  attributes: { type: 'text', inputmode: 'numeric', autocomplete: 'cc-number', maxlength: '23', placeholder: '0000 0000 0000 0000' },
}, state)}
${inputField({
  form, name: 'card_customer_id', label: 'Cédula del titular', hint: 'Por ejemplo V20987654',
  attributes: {
    type: 'text', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false', maxlength: '12', placeholder: 'V20987654',
  },
}, state)}
<div class="row">
${inputField({
  form, name: 'card_expiry_date', label: 'Vencimiento (MM/AA)',
  attributes: { type: 'text', inputmode: 'numeric', autocomplete: 'cc-exp', maxlength: '7', placeholder: 'MM/AA' },
}, state)}
${inputField({
  form, name: 'card_cvv', label: 'CVV', secret: true,
  attributes: { type: 'text', inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4', placeholder: '123' },
}, state)}
</div>
<button type="submit">Pagar ${amount} con tarjeta</button>
</form>
</section>`;
}
