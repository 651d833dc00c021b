import { ConnectableBank } from '../../../../application/ports/bank-connections';
import { wireMethod } from '../../kit/wire-methods';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { FormState, formAlert, inputField } from '../../kit/html/form-fields';
import { credentialField, isSecretField, methodField } from '../bank-account-form';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { METHOD_LABELS, bankName, credentialLabel } from './bank-account-labels';
import { csrfField } from './dashboard-layout';

const formIdOf = (bank: ConnectableBank) => `connect-${bank.id}`;

/** One checkbox per method the bank takes, the API's message on `methods` below them. */
function methodsFieldset(bank: ConnectableBank, state: FormState): SafeHtml {
  const form = formIdOf(bank);
  const error = state.errors.methods;
  const boxes = bank.methods.map((method) => {
    const field = methodField(wireMethod(method));
    const checked = state.values[field] ? html` checked` : '';
    const box = html`<input type="checkbox" id="${form}-${field}" name="${field}" value="on"${checked}>`;
    return html`<label class="check" for="${form}-${field}">${box} ${METHOD_LABELS[method]}</label>`;
  });
  const described = error ? html` aria-describedby="${form}-methods-error"` : '';
  return html`<fieldset${described}><legend>Métodos que cobra esta cuenta</legend>
${boxes}
${error ? html`<p class="field-error" id="${form}-methods-error">${error}</p>` : ''}
</fieldset>`;
}

/** One input per credential; secrets are password inputs, empty on every page (what was typed is never sent back). */
function credentialInput(bank: ConnectableBank, field: string, state: FormState): SafeHtml {
  const secret = isSecretField(field);
  const attributes: Record<string, string> = secret
    ? { type: 'password', autocomplete: 'new-password', spellcheck: 'false' }
    : { type: 'text', autocomplete: 'off', spellcheck: 'false' };
  const spec = { form: formIdOf(bank), name: credentialField(field), label: credentialLabel(field), hint: field, attributes, secret };
  return inputField({ ...spec, optional: true }, state);
}

/** The form to connect an account at `bank`: its methods, its credentials, and the API's refusal when it was just posted. */
export function connectBankAccountForm(bank: ConnectableBank, csrfToken: string, state: FormState): SafeHtml {
  const name = bankName(bank.id);
  return html`<form method="post" action="${DASHBOARD_PREFIX}/bank_accounts" novalidate aria-labelledby="${formIdOf(bank)}-title">
${csrfField(csrfToken)}
<input type="hidden" name="bank" value="${bank.id}">
<h3 id="${formIdOf(bank)}-title">${name}</h3>
${formAlert(state)}
${methodsFieldset(bank, state)}
<fieldset><legend>Credenciales de la API del banco</legend>
<p class="hint">Las da el banco al afiliar tu comercio a su API. Se guardan cifradas; después solo se muestran sus últimos caracteres.</p>
${bank.credentialFields.map((field) => credentialInput(bank, field, state))}
</fieldset>
<button type="submit">Conectar cuenta en ${name}</button>
</form>`;
}
