import { html } from '../../kit/html/escape-html';
import { htmlDocument } from './layout';
import { PageText } from './messages-es';

/** A page for when there is no payment request to show: unknown link, unreadable form, outage. */
export function errorPage({ title, message }: PageText, nonce: string): string {
  return htmlDocument({
    title,
    nonce,
    paymentNote: false,
    body: html`<section class="card" aria-labelledby="error-title">
<h1 id="error-title">${title}</h1>
<p>${message}</p>
</section>`,
  });
}
