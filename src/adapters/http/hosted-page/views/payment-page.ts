import { MerchantProfile } from '../../../../domain/merchant-profile';
import { PaymentMethod } from '../../../../domain/payment-intent';
import { PaymentRequest, PaymentRequestStatus } from '../../../../domain/payment-requests';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { EMPTY_FORM, FormState } from '../../kit/html/form-fields';
import { moneyEsVe } from '../../kit/html/format-es-ve';
import { htmlDocument } from './layout';
import { NO_METHODS, TEST_MODE, declineMessage } from './messages-es';
import { canceledNotice, paidConfirmation, processingNotice, refundedNotice, returnLink, verifyingNotice } from './payment-outcomes';
import { refundedOf } from '../../../../domain/refunds/refund-plan';
import { C2pKeyStep, cardForm, c2pForm } from './payment-forms';
import { paymentSummary } from './payment-summary';
import { PagoMovilAccount, p2pForm } from './p2p-form';

export interface PaymentPageView {
  request: PaymentRequest;
  /** Whom the customer pays: the merchant that issued the request. */
  merchant: MerchantProfile;
  /** The methods that can pay it: a form for each. */
  methods: readonly PaymentMethod[];
  /** Where the page lives; the forms post under it. */
  pagePath: string;
  timeZone: string;
  nonce: string;
  /** Shown above everything: why a post did not go through, when it concerns no one form (the request is no longer payable). */
  notice?: string;
  c2p?: FormState;
  card?: FormState;
  p2p?: FormState;
  /** The request's C2P route sends the key itself: the C2P form offers to have it sent by SMS. */
  sendsC2pKeys?: boolean;
  /** What became of the last C2P key asked for, as the C2P form says it. */
  c2pKeyNote?: C2pKeyStep['note'];
  /** Where a transfer is sent (the request's mode); without it, no transfer form. */
  pagoMovil?: PagoMovilAccount | null;
}

/** The hosted payment page in whatever state the request is. */
export function paymentPage(view: PaymentPageView): string {
  const status: PaymentRequestStatus = view.request.status;
  return htmlDocument({
    title: `Pagar a ${view.merchant.name}: ${view.request.description}`,
    nonce: view.nonce,
    brandColor: view.merchant.brandColor,
    refreshTo: status === 'waiting_for_payment_confirmation' ? view.pagePath : undefined,
    body: html`${view.request.livemode ? '' : testModeBanner()}
${view.notice ? html`<div class="alert notice" role="alert">${view.notice}</div>` : ''}
${paymentSummary(view.request, view.merchant, view.timeZone, status)}
${stateSection(view, status)}`,
  });
}

function stateSection(view: PaymentPageView, status: PaymentRequestStatus): SafeHtml {
  const { request } = view;
  switch (status) {
    case 'waiting_for_payment': {
      const amount = moneyEsVe(request.conversionAmount);
      const offers = (method: PaymentMethod) => view.methods.includes(method);
      if (!view.methods.length) return html`<div class="alert notice" role="status">${NO_METHODS}</div>`;
      // The Pago Móvil transfer, the way most customers pay, comes first.
      return html`<div class="methods">
${offers('p2p') && view.pagoMovil
  ? p2pForm(`${view.pagePath}/p2p`, request.conversionAmount, view.pagoMovil, view.p2p ?? transferNotFound(request))
  : ''}
${offers('c2p') ? c2pForm(`${view.pagePath}/c2p`, amount, view.c2p ?? EMPTY_FORM, c2pKeyStep(view)) : ''}
${offers('credit_or_debit_card') ? cardForm(`${view.pagePath}/credit_card`, amount, view.card ?? EMPTY_FORM) : ''}
</div>`;
    }
    case 'waiting_for_payment_confirmation':
      // A reported transfer is waiting for the bank to show it; anything else, for the bank's answer.
      return request.pendingIntents.some((intent) => intent.method === 'p2p') ? verifyingNotice() : processingNotice();
    case 'paid': {
      const intent = request.succeededIntent;
      const refunded = refundedOf(request.refunds);
      const refundNotice = refunded.amount.cents > 0
        ? refundedNotice(refunded.conversionAmount, refunded.amount.cents >= request.amount.cents)
        : '';
      return html`${refundNotice}${intent ? paidConfirmation(intent, view.timeZone) : ''}\
${returnLink(request.returnUrl, view.merchant.name)}`;
    }
    case 'canceled':
      return html`${canceledNotice(request.cancellationReason)}${returnLink(request.returnUrl, view.merchant.name)}`;
  }
}

/**
 * A reported transfer the bank never showed: the reconciler declined it after the page left the
 * customer waiting, so no form post could say so. While it is the request's last payment intent, the
 * transfer form says it.
 */
function transferNotFound(request: PaymentRequest): FormState {
  const last = request.intents.at(-1);
  const notFound = last?.method === 'p2p' && last.status === 'rejected' && last.declineCode === 'payment_not_found';
  return notFound ? { ...EMPTY_FORM, alert: declineMessage('payment_not_found') } : EMPTY_FORM;
}

function c2pKeyStep(view: PaymentPageView): C2pKeyStep | null {
  return view.sendsC2pKeys ? { action: `${view.pagePath}/c2p_key`, note: view.c2pKeyNote } : null;
}

function testModeBanner(): SafeHtml {
  return html`<div class="alert test-mode" role="note"><strong>${TEST_MODE.title}</strong>
<ul>${TEST_MODE.values.map((line) => html`<li>${line}</li>`)}</ul></div>`;
}
