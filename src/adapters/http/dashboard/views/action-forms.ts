import { PaymentRequest } from '../../../../domain/payment-requests';
import { REFUND_REASONS } from '../../../../domain/refunds/refund';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { FormState, inputField, selectField } from '../../kit/html/form-fields';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { REFUND_REASON_LABELS } from './code-labels-es';
import { csrfField } from './dashboard-layout';


function refundForm(request: PaymentRequest, csrfToken: string, state: FormState): SafeHtml {
  const reasons = REFUND_REASONS.map((value): [string, string] => [value, REFUND_REASON_LABELS[value]]);
  return html`<form method="post" action="${DASHBOARD_PREFIX}/payment_requests/${request.id}/refunds" novalidate>
${csrfField(csrfToken)}
<h3>Reembolsar</h3>
${inputField({
  form: 'refund', name: 'amount', label: 'Monto en USD', hint: 'Déjalo vacío para reembolsar todo lo que queda.', optional: true,
  attributes: { inputmode: 'decimal', autocomplete: 'off' },
}, state)}
${selectField({ form: 'refund', name: 'reason', label: 'Motivo', placeholder: 'Sin indicar', options: reasons, optional: true }, state)}
${inputField({
  form: 'refund', name: 'description', label: 'Nota', optional: true, attributes: { maxlength: '200', autocomplete: 'off' },
}, state)}
<button type="submit">Reembolsar</button>
</form>`;
}

function cancelForm(request: PaymentRequest, csrfToken: string): SafeHtml {
  return html`<form method="post" action="${DASHBOARD_PREFIX}/payment_requests/${request.id}/cancel">
${csrfField(csrfToken)}
<h3>Anular</h3>
<p class="hint">El enlace deja de aceptar pagos. No se puede deshacer.</p>
<button type="submit" class="danger">Anular solicitud</button>
</form>`;
}

/** What can be done to the request as it is now: cancel a payable one, refund a paid one. */
export function actionForms(request: PaymentRequest, csrfToken: string, refundState: FormState): SafeHtml | null {
  const forms = [
    request.status === 'waiting_for_payment' ? cancelForm(request, csrfToken) : null,
    request.status === 'paid' ? refundForm(request, csrfToken, refundState) : null,
  ].filter((form): form is SafeHtml => form !== null);
  if (forms.length === 0) return null;
  return html`<section class="card actions" aria-labelledby="actions-title"><h2 id="actions-title">Acciones</h2>${forms}</section>`;
}
