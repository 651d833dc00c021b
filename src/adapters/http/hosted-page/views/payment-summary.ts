import { MerchantProfile } from '../../../../domain/merchant-profile';
import { merchantHeader } from './merchant-header';
import { PaymentRequest } from '../../../../domain/payment-requests';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { dateTimeWithZoneEsVe, moneyEsVe, rateEsVe } from '../../kit/html/format-es-ve';
import { EXPIRED_LABEL, STATUS_LABELS } from '../../kit/html/status-labels-es';
import { REFUNDED_LABELS } from './messages-es';
import { refundedOf } from '../../../../domain/refunds/refund-plan';

/**
 * Whom the customer pays, for what and how much, in bolívares first (what the customer pays) and
 * in dollars.
 */
export function paymentSummary(request: PaymentRequest, merchant: MerchantProfile, timeZone: string, status = request.status): SafeHtml {
  const expiresAt = request.expiresAt;
  return html`<section class="card" aria-labelledby="summary-title">
<p class="eyebrow" id="summary-title">Solicitud de pago</p>
${merchantHeader(merchant)}
<h1 class="description">${request.description}</h1>
<p class="amount">${moneyEsVe(request.conversionAmount)}</p>
<p class="amount-usd">${moneyEsVe(request.amount)}</p>
<dl>
<dt>Tasa de cambio</dt><dd class="one-line">${rateEsVe(request.rate)}</dd>
<dt>Estado</dt><dd><span class="status status-${status}">${statusLabel(request, status)}</span></dd>
${expiresAt && status === 'waiting_for_payment'
  ? html`<dt>Vence</dt><dd><time datetime="${expiresAt.toISOString()}">${dateTimeWithZoneEsVe(expiresAt, timeZone)}</time></dd>`
  : ''}
</dl>
</section>`;
}

function statusLabel(request: PaymentRequest, status: PaymentRequest['status']): string {
  if (status === 'canceled' && request.cancellationReason === 'expired') return EXPIRED_LABEL;
  const refunded = refundedOf(request.refunds).amount.cents;
  if (status === 'paid' && refunded > 0) return refunded >= request.amount.cents ? REFUNDED_LABELS.all : REFUNDED_LABELS.part;
  return STATUS_LABELS[status];
}
