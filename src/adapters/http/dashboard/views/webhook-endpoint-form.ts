import { DOMAIN_EVENT_TYPES } from '../../../../domain/events';
import { MAX_WEBHOOK_DESCRIPTION_LENGTH } from '../../../../domain/webhook-endpoint';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { FormState, formAlert, inputField } from '../../kit/html/form-fields';
import { ALL_EVENTS_FIELD, ENABLED_FIELD, eventField } from '../webhook-endpoint-form';
import { eventTypeLabel } from './code-labels-es';
import { csrfField } from './dashboard-layout';

export interface EndpointFormView {
  /** The form's id prefix: `endpoint-new`, `endpoint-<id>`. */
  form: string;
  action: string;
  csrfToken: string;
  state: FormState;
  /** The edit form also says whether the endpoint is active. */
  editing: boolean;
  submitLabel: string;
}

function checkbox(form: string, name: string, label: string, state: FormState): SafeHtml {
  const checked = state.values[name] !== undefined ? html` checked` : '';
  return html`<label class="check" for="${form}-${name}"><input type="checkbox" id="${form}-${name}" name="${name}"${checked}>\
${label}</label>`;
}

/** URL, event types (all, or some) and description; on edit, active or not. The API's rules decide; refusals in Spanish. */
export function endpointForm(view: EndpointFormView): SafeHtml {
  const { form, state } = view;
  const eventsError = state.errors.events;
  return html`<form method="post" action="${view.action}" novalidate>
${formAlert(state)}
${csrfField(view.csrfToken)}
${inputField({
  form, name: 'url', label: 'URL que recibe los avisos',
  hint: 'https://, en un servidor público. Por ejemplo https://mitienda.com/webhooks.',
  attributes: { type: 'url', inputmode: 'url', autocomplete: 'off', maxlength: '2048' },
}, state)}
<fieldset${eventsError ? html` aria-invalid="true" aria-describedby="${form}-events-error"` : ''}><legend>Eventos que recibe</legend>
${checkbox(form, ALL_EVENTS_FIELD, 'Todos (también los que se agreguen)', state)}
${DOMAIN_EVENT_TYPES.map((type) => checkbox(form, eventField(type), eventTypeLabel(type), state))}
${eventsError ? html`<p class="field-error" id="${form}-events-error">${eventsError}</p>` : ''}
</fieldset>
${inputField({
  form, name: 'description', label: 'Descripción', optional: true,
  attributes: { maxlength: String(MAX_WEBHOOK_DESCRIPTION_LENGTH), autocomplete: 'off' },
}, state)}
${view.editing ? checkbox(form, ENABLED_FIELD, 'Activo: recibe avisos', state) : ''}
<button type="submit">${view.submitLabel}</button>
</form>`;
}
