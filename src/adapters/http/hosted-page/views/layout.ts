import { SafeHtml, html } from '../../kit/html/escape-html';
import { PAGE_CSS } from '../../kit/html/page-styles';

export interface Document {
  title: string;
  body: SafeHtml;
  /** The CSP nonce of this response: only a style element carrying it is applied. */
  nonce: string;
  /** Asks the browser to load this address again after a few seconds (a payment being confirmed). */
  refreshTo?: string;
  /** The note on how payments are handled: only under a payment request, never on an error page. */
  paymentNote?: boolean;
}

const REFRESH_SECONDS = 10;

/** The whole HTML document: Spanish, responsive, no script and nothing loaded from outside. */
export function htmlDocument({ title, body, nonce, refreshTo, paymentNote = true }: Document): string {
  return html`<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${refreshTo ? html`<meta http-equiv="refresh" content="${REFRESH_SECONDS}; url=${refreshTo}">` : ''}
<title>${title}</title>
<style nonce="${nonce}">${new SafeHtml(PAGE_CSS)}</style>
</head>
<body>
<main>
${body}
${paymentNote
  ? html`<p class="fine-print">Pago procesado de forma segura. Nunca guardamos los datos de tu tarjeta ni tu clave OTP.</p>`
  : ''}
</main>
</body>
</html>
`.markup;
}
