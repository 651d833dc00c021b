import { SafeHtml, html } from '../../kit/html/escape-html';
import { PAGE_CSS } from '../../kit/html/page-styles';
import { brandCss } from './merchant-brand';

export interface Document {
  title: string;
  body: SafeHtml;
  /** The CSP nonce of this response: only a style element carrying it is applied. */
  nonce: string;
  /** Asks the browser to load this address again after a few seconds (a payment being confirmed). */
  refreshTo?: string;
  /** The note on how payments are handled: only under a payment request, never on an error page. */
  paymentNote?: boolean;
  /** The merchant's brand colour (`#RRGGBB`): it colours the buttons and headings; anything else is ignored. */
  brandColor?: string | null;
}

/**
 * The hosted pages' own rules after the shared ones: a Pago Móvil value (phone, bank code, id, amount)
 * is selected whole by one tap or click, to be copied into the bank's app.
 */
const HOSTED_PAGE_CSS = `
.copy dd{font-family:inherit;font-weight:400;user-select:auto;-webkit-user-select:auto}
.copy-value{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-weight:700;font-size:1.1rem;user-select:all;` +
`-webkit-user-select:all;background:#f3f5f8;border:1px dashed #9aa4b2;border-radius:6px;padding:.05rem .45rem;cursor:text}
.merchant-id,.support{color:#3d4652;font-size:.95rem;overflow-wrap:anywhere}.merchant-id{display:block}.support{margin:0 0 .75rem}
`;
const BASE_CSS = PAGE_CSS + HOSTED_PAGE_CSS;

const REFRESH_SECONDS = 10;

/** The whole HTML document: Spanish, responsive, no script and nothing loaded from outside. */
export function htmlDocument({ title, body, nonce, refreshTo, paymentNote = true, brandColor }: Document): string {
  return html`<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${refreshTo ? html`<meta http-equiv="refresh" content="${REFRESH_SECONDS}; url=${refreshTo}">` : ''}
<title>${title}</title>
<style nonce="${nonce}">${new SafeHtml(BASE_CSS + brandCss(brandColor))}</style>
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
