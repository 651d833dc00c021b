import { MerchantProfile } from '../../../../domain/merchant-profile';
import { SafeHtml, html } from '../../kit/html/escape-html';

/**
 * Whom the customer pays, as the merchant named itself, with its RIF and how to reach it when it gave
 * them. Any page that shows a merchant to a customer uses it (with `htmlDocument`'s `brandColor`).
 */
export function merchantHeader(merchant: MerchantProfile): SafeHtml {
  const legalId = merchant.legalId ? html` <span class="merchant-id">RIF ${merchant.legalId}</span>` : '';
  return html`<p class="merchant">Pagar a <strong>${merchant.name}</strong>${legalId}</p>${supportContact(merchant)}`;
}

/** The merchant's support e-mail and phone, when given: where a customer asks before paying. */
export function supportContact(merchant: MerchantProfile): SafeHtml | '' {
  const { supportEmail, supportPhone } = merchant;
  if (!supportEmail && !supportPhone) return '';
  return html`<p class="support">Atención al cliente:
${supportEmail ? html`<a href="mailto:${supportEmail}">${supportEmail}</a>` : ''}${supportEmail && supportPhone ? ' · ' : ''}
${supportPhone ? html`<a href="tel:${supportPhone.replace(/[^\d+]/g, '')}">${supportPhone}</a>` : ''}</p>`;
}
