import { PaymentRequest } from '../../../../domain/payment-request';
import { SafeHtml, html } from '../escape-html';
import { moneyEsVe, rateEsVe } from './format-es-ve';
import { EXPIRED_LABEL, STATUS_LABELS } from './messages-es';

/**
 * Whom the customer pays, for what and how much, in bolívares first (what the customer pays) and
 * in dollars.
 */
export function paymentSummary(request: PaymentRequest, merchantName: string, status = request.status): SafeHtml {
  return html`<section class="card" aria-labelledby="summary-title">
<p class="eyebrow" id="summary-title">Solicitud de pago</p>
<p class="merchant">Pagar a <strong>${merchantName}</strong></p>
<h1 class="description">${request.description}</h1>
<p class="amount">${moneyEsVe(request.conversionAmount)}</p>
<p class="amount-usd">${moneyEsVe(request.amount)}</p>
<dl>
<dt>Tasa de cambio</dt><dd>${rateEsVe(request.rate)}</dd>
<dt>Estado</dt><dd><span class="status status-${status}">${status === 'canceled' && request.cancellationReason === 'expired' ? EXPIRED_LABEL : STATUS_LABELS[status]}</span></dd>
</dl>
</section>`;
}
