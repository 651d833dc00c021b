import { P2P_DAYS_BACK } from '../../../../application/reported-transfers/pay-by-p2p';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { FormState, formAlert, inputField, selectField } from '../../kit/html/form-fields';
import { BANK_OPTIONS } from './payment-forms';
import { Money } from '../../../../domain/money';
import { moneyEsVe } from '../../kit/html/format-es-ve';
import { FORM_ANCHORS } from '../hosted-page-forms';

/**
 * Where a payer sends a Pago Móvil transfer, as the API's `pago_movil` gives it:
 * `phone_number`, `bank_code`, `bank_name` and `national_id`.
 */
export type PagoMovilAccount = Readonly<Record<string, string>>;

/** "4726.81" → "4726,81": the amount as a bank's app takes it, with a decimal comma, no grouping and no symbol. */
export function amountToType(amount: Money): string {
  return amount.toDecimalString().replace('.', ',');
}

/**
 * The merchant's account in the order a bank's Pago Móvil asks for it, then the exact amount: each
 * value is selected whole by one tap (no script: the customer copies the selection).
 */
function receivingAccount(account: PagoMovilAccount, amount: Money): SafeHtml {
  const value = (text: string) => html`<code class="copy-value">${text}</code>`;
  return html`<p class="step">1. Desde la app de tu banco, envía un Pago Móvil con estos datos (toca un dato para seleccionarlo):</p>
<dl class="copy">
<dt>Banco</dt><dd>${value(account.bank_code)} ${account.bank_name}</dd>
<dt>Teléfono</dt><dd>${value(account.phone_number)}</dd>
<dt>Cédula o RIF</dt><dd>${value(account.national_id)}</dd>
<dt>Monto exacto en Bs.</dt><dd>${value(amountToType(amount))}</dd>
</dl>
<p class="step">2. Luego repórtalo aquí:</p>`;
}

/**
 * Pago Móvil by transfer: the customer sends it from their bank's app to the merchant's account,
 * then reports it (their phone and bank, the reference, the day) for the bank to be asked for it.
 */
export function p2pForm(action: string, conversionAmount: Money, account: PagoMovilAccount, state: FormState): SafeHtml {
  const form = 'p2p';
  const amount = moneyEsVe(conversionAmount);
  const phone = {
    form, name: 'phone_number', label: 'Tu teléfono', hint: 'El celular desde el que enviaste el pago, por ejemplo 04147654321',
    attributes: { type: 'tel', inputmode: 'numeric', autocomplete: 'tel-national', maxlength: '16', placeholder: '04147654321' },
  };
  const bank = { form, name: 'issuer_bank_id', label: 'Tu banco', placeholder: 'Selecciona tu banco', options: BANK_OPTIONS };
  const payerId = {
    form, name: 'issuer_payer_id', label: 'Cédula o RIF del titular (opcional)', optional: true,
    hint: 'De quien envió el pago, por ejemplo V20987654: lo necesitamos para devolverte el dinero si hace falta',
    attributes: {
      type: 'text', autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false', maxlength: '12', placeholder: 'V20987654',
    },
  };
  const reference = {
    form, name: 'reference', label: 'Número de referencia', hint: 'El que te muestra tu banco al enviar el pago: de 4 a 20 dígitos',
    attributes: { type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false', maxlength: '24' },
  };
  const paidOn = {
    form, name: 'paid_on', label: 'Fecha del pago', optional: true,
    hint: `Déjala vacía si lo enviaste hoy; puede ser de hasta ${P2P_DAYS_BACK} días antes`,
    attributes: { type: 'date', autocomplete: 'off' },
  };
  return html`<section class="card" id="${FORM_ANCHORS.p2p}" aria-labelledby="p2p-title">
<h2 id="p2p-title">Pago Móvil (transferencia)</h2>
${formAlert(state)}
${receivingAccount(account, conversionAmount)}
<form method="post" action="${action}">
${inputField(phone, state)}
${selectField(bank, state)}
${inputField(payerId, state)}
${inputField(reference, state)}
${inputField(paidOn, state)}
<button type="submit">Reportar mi pago de ${amount}</button>
</form>
</section>`;
}
