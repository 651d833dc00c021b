import { ApiKey, DEFAULT_ROLL_EXPIRY_HOURS, MAX_ROLL_EXPIRY_HOURS, redactedKey } from '../../../../domain/api-key';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { dateTimeEsVe } from '../../kit/html/format-es-ve';
import { EMPTY_FORM, FormState, inputField } from '../../kit/html/form-fields';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { SignedIn, csrfField, dashboardDocument } from './dashboard-layout';

export interface ApiKeysPageView {
  keys: ApiKey[];
  /** The key this session was opened with. */
  sessionKeyId: string;
  nonce: string;
  signedIn: SignedIn;
  timeZone: string;
  notice?: string;
  /** A refused action, in the API's words; nothing was changed. */
  refusal?: string;
  /** The roll form of this key, filled back in with the API's message. */
  rollState?: { keyId: string; state: FormState };
  /** Right after a roll: the new key's secret, shown on this answer only. */
  rolled?: { key: ApiKey; secret: string; sessionEnded: boolean };
}

function rollForm(key: ApiKey, csrfToken: string, state: FormState): SafeHtml {
  const hint = `De 0 a ${MAX_ROLL_EXPIRY_HOURS}. Vacío: ${DEFAULT_ROLL_EXPIRY_HOURS}. 0: deja de funcionar ya.`;
  return html`<form method="post" action="${DASHBOARD_PREFIX}/api_keys/${key.id}/roll" novalidate>
${csrfField(csrfToken)}
${inputField({
  form: `roll-${key.id}`, name: 'expires_in_hours', label: 'Horas que la clave actual sigue funcionando', hint, optional: true,
  attributes: { inputmode: 'numeric', autocomplete: 'off' },
}, state)}
<button type="submit" aria-label="Rotar la clave ${redactedKey(key)}">Rotar clave</button>
</form>`;
}

function revokeForm(key: ApiKey, csrfToken: string, isSessionKey: boolean): SafeHtml {
  return html`<form method="post" action="${DASHBOARD_PREFIX}/api_keys/${key.id}/revoke">
${csrfField(csrfToken)}
<p class="hint">Deja de funcionar de inmediato. No se puede deshacer.${isSessionKey
  ? ' Es la clave de esta sesión: la sesión se cerrará.'
  : ''}</p>
<button type="submit" class="danger" aria-label="Revocar la clave ${redactedKey(key)}">Revocar clave</button>
</form>`;
}

function keyCard(key: ApiKey, view: ApiKeysPageView): SafeHtml {
  const when = (instant: Date | null, none: string) =>
    (instant ? html`<time datetime="${instant.toISOString()}">${dateTimeEsVe(instant, view.timeZone)}</time>` : none);
  const isSessionKey = key.id === view.sessionKeyId;
  const state = view.rollState?.keyId === key.id ? view.rollState.state : EMPTY_FORM;
  return html`<section class="card" aria-labelledby="key-${key.id}">
<h2 id="key-${key.id}" class="copy-field">${redactedKey(key)}${isSessionKey
  ? html` <span class="hint">(clave de esta sesión)</span>`
  : ''}</h2>
<dl>
<dt>Identificador</dt><dd>${key.id}</dd>
<dt>Creada</dt><dd>${when(key.createdAt, '—')}</dd>
<dt>Último uso</dt><dd>${when(key.lastUsedAt, 'Nunca')}</dd>
<dt>Vence</dt><dd>${when(key.expiresAt, 'No vence')}</dd>
</dl>
<div class="actions">${rollForm(key, view.signedIn.csrfToken, state)}${revokeForm(key, view.signedIn.csrfToken, isSessionKey)}</div>
</section>`;
}

function rolledNotice({ key, secret, sessionEnded }: NonNullable<ApiKeysPageView['rolled']>): SafeHtml {
  return html`<section class="card" aria-labelledby="new-key-title">
<h2 id="new-key-title">Nueva clave ${redactedKey(key)}</h2>
<div class="alert" role="alert">Copia esta clave ahora y guárdala en un lugar seguro: no se volverá a mostrar, ni aquí ni en \
ninguna otra parte.</div>
<label for="new-secret">Clave secreta nueva<span class="hint" id="new-secret-hint">Toca el campo para seleccionarla toda.</span></label>
<input id="new-secret" class="copy-field" type="text" readonly value="${secret}" aria-describedby="new-secret-hint" autocomplete="off" \
spellcheck="false">
${sessionEnded
  ? html`<p role="status">La clave de esta sesión dejó de funcionar, así que la sesión se cerró. \
<a href="${DASHBOARD_PREFIX}/sign_in">Entra de nuevo</a> con la clave nueva.</p>`
  : ''}
</section>`;
}

/** The working keys of the session's mode, as the API lists them (never a secret), with roll and revoke. */
export function apiKeysPage(view: ApiKeysPageView): string {
  const keys = view.keys.length === 0
    ? html`<p>No hay claves activas en este modo.</p>`
    : html`${view.keys.map((key) => keyCard(key, view))}`;
  return dashboardDocument({
    title: 'Claves de API',
    nonce: view.nonce,
    signedIn: view.signedIn,
    body: html`${view.notice ? html`<div class="alert success" role="status">${view.notice}</div>` : ''}
${view.refusal ? html`<div class="alert" role="alert">${view.refusal}</div>` : ''}
${view.rolled ? rolledNotice(view.rolled) : ''}
<section class="card" aria-labelledby="keys-title">
<h1 id="keys-title">Claves de API</h1>
<p>Las claves que funcionan en este modo, la más nueva primero. Solo se muestran el prefijo y los cuatro últimos caracteres.</p>
</section>
${view.rolled?.sessionEnded ? '' : keys}`,
  });
}
