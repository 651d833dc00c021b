import { OpenedPaymentLink } from '../../../../../application/payment-links/open-payment-link';
import { SafeHtml, html } from '../../../kit/html/escape-html';
import { FormState, formAlert, inputField } from '../../../kit/html/form-fields';
import { moneyEsVe } from '../../../kit/html/format-es-ve';
import { htmlDocument } from '../../views/layout';
import { merchantHeader } from '../../views/merchant-header';

export interface LinkPageView {
  opened: OpenedPaymentLink;
  /** Where the form posts: the page itself. */
  pagePath: string;
  nonce: string;
  form: FormState;
  /** The second step: a dni new to the merchant, so e-mail and names are asked too. */
  details: boolean;
}

const FORM = 'link';

/** A link's page: whom the customer pays, for what, how much (USD and VES today), and the form that creates the request. */
export function linkPage({ opened, pagePath, nonce, form, details }: LinkPageView): string {
  const { link, merchant, priceInVes } = opened;
  return htmlDocument({
    title: `Pagar a ${merchant.name}: ${link.description}`,
    nonce,
    brandColor: merchant.brandColor,
    body: html`<section class="card" aria-labelledby="link-title">
<p class="eyebrow">Enlace de pago</p>
${merchantHeader(merchant)}
<h1 class="description" id="link-title">${link.description}</h1>
<p class="amount">${moneyEsVe(link.amount)}</p>
${priceInVes ? html`<p class="amount-usd">${moneyEsVe(priceInVes)} a la tasa de hoy</p>` : ''}
</section>
<section class="card" aria-labelledby="form-title">
<h2 id="form-title">Tus datos</h2>
<form method="post" action="${pagePath}">
${formAlert(form)}
${fields(form, details)}
<button type="submit">Continuar al pago</button>
</form>
</section>`,
  });
}

function fields(form: FormState, details: boolean): SafeHtml {
  const dni = inputField({
    form: FORM, name: 'dni', label: 'Cédula o RIF', hint: 'Por ejemplo, V12345678.',
    attributes: { type: 'text', autocomplete: 'off', maxlength: '20' },
  }, form);
  if (!details) return dni;
  const field = (name: string, label: string, type: string, autocomplete: string, maxlength: string) =>
    inputField({ form: FORM, name, label, attributes: { type, autocomplete, maxlength } }, form);
  return html`${dni}
${field('email', 'Correo electrónico', 'email', 'email', '254')}
${field('first_name', 'Nombre', 'text', 'given-name', '100')}
${field('last_name', 'Apellido', 'text', 'family-name', '100')}`;
}
