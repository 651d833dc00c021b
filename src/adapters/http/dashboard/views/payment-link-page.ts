import { PaymentLink } from '../../../../domain/payment-links';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { dateTimeEsVe, moneyEsVe } from '../../kit/html/format-es-ve';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { SignedIn, csrfField, dashboardDocument } from './dashboard-layout';
import { LINKS_PAGE, linkStateEs } from './payment-links-page';

export interface PaymentLinkPageView {
  link: PaymentLink;
  /** `{PORTAL_URL}/payments_portal/links/<token>`, as the API's view gives it. */
  url: string;
  qrCode: SafeHtml;
  /** How many requests made through the link are paid. */
  paidCount: number;
  now: Date;
  nonce: string;
  signedIn: SignedIn;
  timeZone: string;
  notice?: string;
}

/** What a merchant sends on WhatsApp: who asks, for what, how much, and where to pay. */
export function whatsAppText(merchantName: string, link: PaymentLink, url: string): string {
  return `${merchantName} te envía un enlace de pago.\n${link.description}: ${moneyEsVe(link.amount)}\nPaga aquí: ${url}`;
}

export const whatsAppUrl = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;

function share(view: PaymentLinkPageView): SafeHtml {
  const text = whatsAppText(view.signedIn.merchantName, view.link, view.url);
  return html`<section class="card" aria-labelledby="share-title">
<h2 id="share-title">Compartir el enlace</h2>
<label for="link-url">Copia este enlace y publícalo o envíalo a tus clientes\
<span class="hint" id="link-url-hint">Toca el campo para seleccionarlo todo.</span></label>
<input id="link-url" class="copy-field" type="url" readonly value="${view.url}" aria-describedby="link-url-hint">
<p><a href="${view.url}">Abrir la página del enlace</a> · \
<a href="${whatsAppUrl(text)}" rel="noopener noreferrer">Compartir por WhatsApp</a></p>
<label for="link-text">Texto para WhatsApp o Instagram</label>
<textarea id="link-text" class="copy-field" rows="4" readonly>${text}</textarea>
<figure class="qr-figure">${view.qrCode}<figcaption>Código QR del enlace de pago</figcaption></figure>
</section>`;
}

function actions(view: PaymentLinkPageView): SafeHtml {
  const { link, signedIn } = view;
  const form = (action: string, label: string, className: string) => html`<form method="post" action="${LINKS_PAGE}/${link.id}/${action}">
${csrfField(signedIn.csrfToken)}<button type="submit" class="${className}">${label}</button></form>`;
  return html`<section class="card actions" aria-labelledby="link-actions-title">
<h2 id="link-actions-title">Acciones</h2>
${link.active
    ? html`<p>Al desactivarlo, su página dice que ya no está disponible y no crea solicitudes; las ya hechas no cambian.</p>
${form('deactivate', 'Desactivar', 'danger')}`
    : html`<p>Está desactivado: su página no crea solicitudes. Puedes activarlo de nuevo.</p>${form('activate', 'Activar', '')}`}
</section>`;
}

/** One link: what it sells, whether it works, how to share it, and the requests made through it. */
export function paymentLinkPage(view: PaymentLinkPageView): string {
  const { link, timeZone } = view;
  const state = linkStateEs(link, view.now);
  const requests = `${DASHBOARD_PREFIX}?payment_link_id=${encodeURIComponent(link.id)}`;
  return dashboardDocument({
    title: 'Enlace de pago',
    nonce: view.nonce,
    signedIn: view.signedIn,
    body: html`${view.notice ? html`<div class="alert success" role="status">${view.notice}</div>` : ''}
<section class="card" aria-labelledby="link-title">
<h1 id="link-title">${link.description}</h1>
<dl>
<dt>Monto</dt><dd>${moneyEsVe(link.amount)}</dd>
<dt>Estado</dt><dd><span class="status link-${state.key}">${state.label}</span></dd>
<dt>Vence</dt><dd>${link.expiresAt ? dateTimeEsVe(link.expiresAt, timeZone) : 'Sin vencimiento'}</dd>
<dt>Creado</dt><dd>${dateTimeEsVe(link.createdAt, timeZone)}</dd>
<dt>Identificador</dt><dd class="copy-field">${link.id}</dd>
<dt>Solicitudes pagadas con este enlace</dt>
<dd>${String(view.paidCount)} · <a href="${requests}">Ver las solicitudes de este enlace</a></dd>
</dl>
<p><a href="${LINKS_PAGE}">Volver a los enlaces de pago</a></p>
</section>
${share(view)}
${actions(view)}`,
  });
}
