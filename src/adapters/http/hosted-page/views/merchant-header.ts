import { MerchantProfile } from '../../../../domain/merchant-profile';
import { SafeHtml, html } from '../../kit/html/escape-html';

/** Whom the customer pays, as the merchant named itself, and how to reach it when it gave a contact. */
export function merchantHeader(merchant: MerchantProfile): SafeHtml {
  return html`<p class="merchant">Pagar a <strong>${merchant.name}</strong></p>${supportContact(merchant)}`;
}

/** The merchant's support e-mail and phone, when given: where a customer asks before paying. */
export function supportContact(merchant: MerchantProfile): SafeHtml | '' {
  const { supportEmail, supportPhone } = merchant;
  if (!supportEmail && !supportPhone) return '';
  return html`<p class="support">Atención al cliente:
${supportEmail ? html`<a href="mailto:${supportEmail}">${supportEmail}</a>` : ''}${supportEmail && supportPhone ? ' · ' : ''}
${supportPhone ? html`<a href="tel:${supportPhone}">${supportPhone}</a>` : ''}</p>`;
}
