import { SafeHtml, html } from '../../hosted-page/escape-html';
import { FormState, formAlert, inputField } from '../../hosted-page/views/form-fields';
import { EXPIRY_CHOICES } from '../create-form';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { SignedIn, csrfField, dashboardDocument } from './dashboard-layout';

const FORM = 'create';

function field(name: string, label: string, state: FormState, attributes: Record<string, string>, extra: { hint?: string; optional?: boolean } = {}): SafeHtml {
  return inputField({ form: FORM, name, label, attributes, ...extra }, state);
}

/** Optional, unlike the hosted page's selects. */
function expirySelect(state: FormState): SafeHtml {
  const chosen = state.values.expires_in ?? '';
  const error = state.errors.expires_in;
  const options = EXPIRY_CHOICES.map(([value, text]) => html`<option value="${value}"${value === chosen ? html` selected` : ''}>${text}</option>`);
  return html`<div><label for="create-expires_in">Vencimiento</label>
<select id="create-expires_in" name="expires_in"${error ? html` aria-invalid="true" aria-describedby="create-expires_in-error"` : ''}>${options}</select>
${error ? html`<p class="field-error" id="create-expires_in-error">${error}</p>` : ''}</div>`;
}

/** The new payment request form; refused input comes back with the API's message beside each field. */
export function createPage({ nonce, signedIn, state }: { nonce: string; signedIn: SignedIn; state: FormState }): string {
  return dashboardDocument({
    title: 'Nueva solicitud de pago',
    nonce,
    signedIn,
    body: html`<section class="card" aria-labelledby="create-title">
<h1 id="create-title">Nueva solicitud de pago</h1>
${formAlert(state)}
<form method="post" action="${DASHBOARD_PREFIX}/payment_requests" novalidate>
${csrfField(signedIn.csrfToken)}
${field('amount', 'Monto en USD', state, { inputmode: 'decimal', autocomplete: 'off', placeholder: '19,99' }, { hint: 'Se cobra en bolívares a la tasa BCV del día.' })}
${field('description', 'Descripción', state, { maxlength: '500', autocomplete: 'off' })}
${field('external_id', 'Referencia interna', state, { maxlength: '255', autocomplete: 'off' }, { optional: true, hint: 'Opcional: tu número de pedido.' })}
<fieldset><legend>Cliente</legend>
${field('customer_dni', 'Cédula o RIF', state, { autocomplete: 'off', placeholder: 'V12345678' })}
${field('customer_email', 'Correo', state, { type: 'email', autocomplete: 'off' }, { optional: true, hint: 'Obligatorio si es un cliente nuevo, con nombre y apellido.' })}
<div class="row">${field('customer_first_name', 'Nombre', state, { autocomplete: 'off' }, { optional: true })}${field('customer_last_name', 'Apellido', state, { autocomplete: 'off' }, { optional: true })}</div>
</fieldset>
${expirySelect(state)}
<button type="submit">Crear solicitud</button>
</form>
</section>`,
  });
}
