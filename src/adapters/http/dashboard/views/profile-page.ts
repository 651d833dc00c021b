import { MerchantProfile } from '../../../../domain/merchant-profile';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { FormState, formAlert, inputField } from '../../kit/html/form-fields';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { SignedIn, csrfField, dashboardDocument } from './dashboard-layout';

const FORM = 'profile';

export interface ProfilePageView {
  nonce: string;
  signedIn: SignedIn;
  /** The profile as stored: its colour's preview. */
  profile: MerchantProfile;
  /** What the form shows: the stored values, or what was typed and refused. */
  state: FormState;
  notice?: string;
}

function field(name: string, label: string, state: FormState, attributes: Record<string, string>, hint: string, optional = true): SafeHtml {
  return inputField({ form: FORM, name, label, attributes, hint, optional }, state);
}

/** A square of the stored colour; the colour is a parsed `#RRGGBB`, so it is safe in the nonce'd style. */
function colorPreview(brandColor: string | null): { style?: string; swatch: SafeHtml } {
  if (brandColor === null) return { swatch: html`<p class="hint">Sin color propio: la página de pago usa el color del servicio.</p>` };
  return {
    style: '.brand-swatch{display:inline-block;width:2.5rem;height:1.5rem;border:1px solid #888;vertical-align:middle;'
      + `background:${brandColor}}`,
    swatch: html`<p>Color actual: <span class="brand-swatch" aria-hidden="true"></span> ${brandColor}</p>`,
  };
}

/** The "Negocio" page: what customers see of the merchant on the payment page, and the form that changes it. */
export function profilePage(view: ProfilePageView): string {
  const { state } = view;
  const preview = colorPreview(view.profile.brandColor);
  return dashboardDocument({
    title: 'Negocio',
    nonce: view.nonce,
    signedIn: view.signedIn,
    style: preview.style,
    body: html`<section class="card" aria-labelledby="profile-title">
<h1 id="profile-title">Negocio</h1>
${view.notice ? html`<div class="alert success" role="status">${view.notice}</div>` : ''}
<p>Lo que tus clientes ven de ti en la página de pago. Vale para el modo de prueba y el modo real.</p>
${formAlert(state)}
<form method="post" action="${DASHBOARD_PREFIX}/merchant" novalidate>
${csrfField(view.signedIn.csrfToken)}
${field('name', 'Nombre del negocio', state, { maxlength: '80', autocomplete: 'organization' }, 'Así te ven tus clientes al pagar.', false)}
${field(
  'legal_id', 'RIF', state, { autocomplete: 'off', placeholder: 'J-12345678-4' }, 'Opcional: letra, 8 dígitos y el dígito verificador.',
)}
${field(
  'support_email', 'Correo de atención al cliente', state, { type: 'email', autocomplete: 'email', maxlength: '254' },
  'Opcional: a dónde te escriben tus clientes si tienen dudas.',
)}
${field(
  'support_phone', 'Teléfono de atención al cliente', state,
  { type: 'tel', inputmode: 'tel', autocomplete: 'tel', placeholder: '0414-1234567' },
  'Opcional: celular o fijo de Venezuela.',
)}
${field(
  'brand_color', 'Color de la marca', state, { autocomplete: 'off', placeholder: '#1A7F5A', maxlength: '7' },
  'Opcional: en formato #RRGGBB. Déjalo vacío para usar el color del servicio.',
)}
${preview.swatch}
<button type="submit">Guardar</button>
</form>
</section>`,
  });
}
