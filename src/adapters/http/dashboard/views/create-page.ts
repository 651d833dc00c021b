import { SafeHtml, html } from '../../kit/html/escape-html';
import { FormState, formAlert, inputField, selectField } from '../../kit/html/form-fields';
import { EXPIRY_CHOICES, NO_EXPIRY } from '../create-form';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { SignedIn, csrfField, dashboardDocument } from './dashboard-layout';

const FORM = 'create';

function field(
  name: string,
  label: string,
  state: FormState,
  attributes: Record<string, string>,
  extra: { hint?: string; optional?: boolean } = {},
): SafeHtml {
  return inputField({ form: FORM, name, label, attributes, ...extra }, state);
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
${field(
  'amount', 'Monto en USD', state, { inputmode: 'decimal', autocomplete: 'off', placeholder: '19,99' },
  { hint: 'Se cobra en bolívares a la tasa BCV del día.' },
)}
${field('description', 'Descripción', state, { maxlength: '500', autocomplete: 'off' })}
${field(
  'external_id', 'Referencia interna', state, { maxlength: '255', autocomplete: 'off' },
  { optional: true, hint: 'Opcional: tu número de pedido.' },
)}
<fieldset><legend>Cliente</legend>
${field('customer_dni', 'Cédula o RIF', state, { autocomplete: 'off', placeholder: 'V12345678' })}
${field(
  'customer_email', 'Correo', state, { type: 'email', autocomplete: 'off' },
  { optional: true, hint: 'Obligatorio si es un cliente nuevo, con nombre y apellido.' },
)}
<div class="row">${field('customer_first_name', 'Nombre', state, { autocomplete: 'off' }, { optional: true })}\
${field('customer_last_name', 'Apellido', state, { autocomplete: 'off' }, { optional: true })}</div>
</fieldset>
${selectField({
  form: FORM, name: 'expires_in', label: 'Vencimiento', placeholder: NO_EXPIRY, options: EXPIRY_CHOICES, optional: true,
}, state)}
<button type="submit">Crear solicitud</button>
</form>
</section>`,
  });
}
