import { html } from '../escape-html';
import { htmlDocument } from './layout';

/** A page for when there is no payment request to show: unknown link, unreadable form, outage. */
export function errorPage(title: string, message: string, nonce: string): string {
  return htmlDocument({
    title,
    nonce,
    body: html`<section class="card" aria-labelledby="error-title">
<h1 id="error-title">${title}</h1>
<p>${message}</p>
</section>`,
  });
}

export const NOT_FOUND_PAGE = {
  title: 'Solicitud de pago no encontrada',
  message: 'El enlace de pago no existe o está incompleto. Verifica el enlace que te envió el comercio.',
};
