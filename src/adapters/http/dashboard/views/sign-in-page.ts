import { html } from '../../kit/html/escape-html';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { csrfField, dashboardDocument } from './dashboard-layout';

/** The sign-in form. The key typed is never written back into the page. */
export function signInPage({ csrfToken, nonce, error }: { csrfToken: string; nonce: string; error?: string }): string {
  return dashboardDocument({
    title: 'Iniciar sesión',
    nonce,
    body: html`<section class="card" aria-labelledby="sign-in-title">
<h1 id="sign-in-title">Panel del comercio</h1>
${error ? html`<div class="alert" role="alert" id="sign-in-error">${error}</div>` : ''}
<form method="post" action="${DASHBOARD_PREFIX}/sign_in">
${csrfField(csrfToken)}
<label for="secret_key">Clave secreta<span class="hint" id="secret_key-hint">\
Empieza por sk_test_ (modo de prueba) o sk_live_ (modo real). No se guarda en este navegador.</span></label>
<input id="secret_key" name="secret_key" type="password" autocomplete="off" spellcheck="false" required \
aria-describedby="secret_key-hint${error ? ' sign-in-error' : ''}"${error ? html` aria-invalid="true" autofocus` : ''}>
<button type="submit">Entrar</button>
</form>
</section>`,
  });
}
