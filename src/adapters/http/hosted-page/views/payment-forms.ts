import { VE_BANKS } from '../../../../domain/ve-banks';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { FormState, formAlert, inputField, selectField } from '../../kit/html/form-fields';
import { FORM_ANCHORS } from '../hosted-page-forms';

/** Every bank of the BCV list, by code: the payer's bank in the C2P and transfer forms. */
export const BANK_OPTIONS: [string, string][] = Object.entries(VE_BANKS)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, name]) => [code, `${code} · ${name}`]);

/**
 * Where the request's C2P route sends the key itself: where the form asks for it by SMS (`action`), and what became
 * of the last ask (`note`: `sent` is good news, anything else a refusal or a limit).
 */
export interface C2pKeyStep {
  action: string;
  note?: { text: string; sent: boolean };
}

/**
 * Pago Móvil C2P: the payer's phone, id, bank and the OTP their bank sent them. With a key step, a second button
 * has the bank send the OTP by SMS: it posts the same form to the key step's action (after the pay button, so
 * that Enter pays), and the page comes back with the values kept and the note above the fields.
 */
export function c2pForm(action: string, amount: string, state: FormState, keyStep: C2pKeyStep | null = null): SafeHtml {
  const form = 'c2p';
  return html`<section class="card" id="${FORM_ANCHORS.c2p}" aria-labelledby="c2p-title">
<h2 id="c2p-title">Pago Móvil (C2P)</h2>
${formAlert(state)}${keyStep?.note ? keyNote(keyStep.note) : ''}
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
${keyStep ? keyButton(keyStep.action) : ''}
</form>
</section>`;
}

const KEY_HINT = '¿Aún no tienes la clave de pago? Escribe tu teléfono, cédula y banco, y te la enviamos por SMS. Vence en 5 minutos.';

function keyButton(action: string): SafeHtml {
  return html`<div class="key-step"><p class="hint" id="c2p-key-hint">${KEY_HINT}</p>
<button type="submit" class="secondary" formaction="${action}" formnovalidate aria-describedby="c2p-key-hint">
Recibir la clave por SMS</button></div>`;
}

function keyNote(note: { text: string; sent: boolean }): SafeHtml {
  return note.sent
    ? html`<div class="alert success" role="status">${note.text}</div>`
    : html`<div class="alert" role="alert">${note.text}</div>`;
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
