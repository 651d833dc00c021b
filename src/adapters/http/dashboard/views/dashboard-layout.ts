import { Mode } from '../../../../domain/mode';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { CSRF_FIELD } from '../csrf';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { DASHBOARD_CSS } from './dashboard-styles';

/** Who is signed in, for the header of every page of a session. */
export interface SignedIn {
  merchantName: string;
  mode: Mode;
  csrfToken: string;
}

export const MODE_NAMES: Record<Mode, string> = { test: 'Modo de prueba', live: 'Modo real' };

export function csrfField(token: string): SafeHtml {
  return html`<input type="hidden" name="${CSRF_FIELD}" value="${token}">`;
}

function header(signedIn: SignedIn): SafeHtml {
  return html`<header class="top">
<div><p class="merchant">${signedIn.merchantName}</p>
<p class="mode mode-${signedIn.mode}" role="status">${MODE_NAMES[signedIn.mode]}</p></div>
<nav aria-label="Panel"><a href="${DASHBOARD_PREFIX}/summary">Resumen</a>
<a href="${DASHBOARD_PREFIX}">Solicitudes de pago</a>
<a href="${DASHBOARD_PREFIX}/payment_requests/new">Nueva solicitud</a>
<a href="${DASHBOARD_PREFIX}/payment_links">Enlaces de pago</a><a href="${DASHBOARD_PREFIX}/webhook_endpoints">Webhooks</a>
<a href="${DASHBOARD_PREFIX}/api_keys">Claves de API</a><a href="${DASHBOARD_PREFIX}/bank_accounts">Cuentas bancarias</a>
<a href="${DASHBOARD_PREFIX}/merchant">Negocio</a></nav>
<form method="post" action="${DASHBOARD_PREFIX}/sign_out">${csrfField(signedIn.csrfToken)}\
<button type="submit">Cerrar sesión</button></form>
</header>`;
}

/**
 * A whole dashboard page: Spanish, no script, nothing from outside, the style (and a page's own
 * `style`) under the response's CSP nonce.
 */
export function dashboardDocument(
  { title, body, nonce, signedIn, style = '' }: { title: string; body: SafeHtml; nonce: string; signedIn?: SignedIn; style?: string },
): string {
  return html`<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} · Panel</title>
<style nonce="${nonce}">${new SafeHtml(DASHBOARD_CSS + style)}</style>
</head>
<body>
<main>
${signedIn ? header(signedIn) : ''}
${body}
</main>
</body>
</html>
`.markup;
}

/** A page that only says something: refused, not found, too many tries. */
export function messagePage(title: string, message: string, nonce: string, signedIn?: SignedIn): string {
  return dashboardDocument({
    title,
    nonce,
    signedIn,
    body: html`<section class="card" aria-labelledby="message-title"><h1 id="message-title">${title}</h1><p>${message}</p>
<p><a href="${DASHBOARD_PREFIX}">Volver al panel</a></p></section>`,
  });
}
