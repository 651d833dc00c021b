import { SafeHtml, html } from './escape-html';

/** What the customer typed (never a card number, CVV or OTP), the errors per field, and a message for the form. */
export interface FormState {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  alert?: string;
}

export const EMPTY_FORM: FormState = { values: {}, errors: {} };

export interface InputSpec {
  form: string;
  name: string;
  label: string;
  hint?: string;
  /** Extra attributes: type, inputmode, autocomplete, maxlength, placeholder… */
  attributes: Readonly<Record<string, string>>;
  /** Card number, CVV and OTP: the field is never filled back in. */
  secret?: boolean;
  /** May be left empty (not marked `required`). */
  optional?: boolean;
}

const id = (form: string, name: string) => `${form}-${name}`;

function attributesOf(attributes: Readonly<Record<string, string>>): SafeHtml[] {
  return Object.entries(attributes).map(([name, value]) => html` ${name}="${value}"`);
}

/** aria-invalid and aria-describedby pointing at the hint and the error, as present. */
function describedBy(form: string, name: string, hint: string | undefined, error: string | undefined): SafeHtml {
  const ids = [hint ? `${id(form, name)}-hint` : '', error ? `${id(form, name)}-error` : ''].filter(Boolean).join(' ');
  return html`${error ? html` aria-invalid="true"` : ''}${ids ? html` aria-describedby="${ids}"` : ''}`;
}

function labelAndHint(form: string, name: string, label: string, hint?: string): SafeHtml {
  const hinted = hint ? html`<span class="hint" id="${id(form, name)}-hint">${hint}</span>` : '';
  return html`<label for="${id(form, name)}">${label}${hinted}</label>`;
}

function errorOf(form: string, name: string, error: string | undefined): SafeHtml {
  return error ? html`<p class="field-error" id="${id(form, name)}-error">${error}</p>` : html``;
}

export function inputField(spec: InputSpec, state: FormState): SafeHtml {
  const error = state.errors[spec.name];
  const value = spec.secret ? undefined : state.values[spec.name];
  const filled = value ? html` value="${value}"` : '';
  const required = spec.optional ? '' : html` required`;
  const aria = describedBy(spec.form, spec.name, spec.hint, error);
  return html`<div>${labelAndHint(spec.form, spec.name, spec.label, spec.hint)}
<input id="${id(spec.form, spec.name)}" name="${spec.name}"${attributesOf(spec.attributes)}${filled}${required}${aria}>
${errorOf(spec.form, spec.name, error)}</div>`;
}

/** A select whose first option, `placeholder`, has the empty value; `optional`: that empty value is an answer (not `required`). */
export function selectField(
  spec: { form: string; name: string; label: string; placeholder: string; options: readonly [string, string][]; optional?: boolean },
  state: FormState,
): SafeHtml {
  const error = state.errors[spec.name];
  const chosen = state.values[spec.name];
  const options = spec.options.map(
    ([value, text]) => html`<option value="${value}"${value === chosen ? html` selected` : ''}>${text}</option>`,
  );
  const required = spec.optional ? '' : html` required`;
  const aria = describedBy(spec.form, spec.name, undefined, error);
  return html`<div>${labelAndHint(spec.form, spec.name, spec.label)}
<select id="${id(spec.form, spec.name)}" name="${spec.name}"${required}${aria}>
<option value="">${spec.placeholder}</option>${options}
</select>
${errorOf(spec.form, spec.name, error)}</div>`;
}

export function formAlert(state: FormState): SafeHtml {
  return state.alert ? html`<div class="alert" role="alert">${state.alert}</div>` : html``;
}
