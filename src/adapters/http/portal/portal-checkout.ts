import { GetPaymentRequestByToken } from '../../../application/get-payment-request-by-token';
import { PayByC2p } from '../../../application/pay-by-c2p';
import { PayByCard } from '../../../application/pay-by-card';
import { CheckoutOutcome } from '../../../application/outcomes';
import { PaymentRequestNotFound } from '../../../domain/errors';
import { PaymentRequest } from '../../../domain/payment-request';
import { C2pPaymentBody, CardPaymentBody, toPayByC2pCommand, toPayByCardCommand } from '../dto/checkout.dto';
import { FormReading, keptValues, readForm } from './portal-forms';
import { FormState } from './views/form-fields';
import { declineMessage } from './views/messages-es';

export interface PortalUseCases {
  getByToken: GetPaymentRequestByToken;
  payByC2p: PayByC2p;
  payByCard: PayByCard;
}

/** What became of a form post, for the router to answer with. */
export type FormOutcome =
  | { kind: 'paid' }
  | { kind: 'form_rejected'; status: 402 | 422; form: FormState }
  | { kind: 'not_payable' }
  | { kind: 'changed' }
  | { kind: 'outcome_unknown' };

/**
 * Pays `request` with what the customer posted, through the same DTO and the same use case as
 * POST /api/v1/checkouts/c2p, on behalf of the merchant that issued the request.
 */
export function payByC2pForm(useCases: PortalUseCases, request: PaymentRequest, body: unknown): Promise<FormOutcome> {
  return pay(readForm(C2pPaymentBody, 'c2p', body, request.id), (payment) =>
    useCases.payByC2p.execute(toPayByC2pCommand(payment, request.merchantId)),
  );
}

/** As payByC2pForm, through the DTO and use case of POST /api/v1/checkouts/credit_card. */
export function payByCardForm(useCases: PortalUseCases, request: PaymentRequest, body: unknown): Promise<FormOutcome> {
  return pay(readForm(CardPaymentBody, 'card', body, request.id), (payment) =>
    useCases.payByCard.execute(toPayByCardCommand(payment, request.merchantId)),
  );
}

async function pay<T>(reading: FormReading<T>, charge: (payment: T) => Promise<CheckoutOutcome>): Promise<FormOutcome> {
  if ('invalid' in reading) return { kind: 'form_rejected', status: 422, form: reading.invalid };
  const outcome = await charge(reading.payment);
  switch (outcome.kind) {
    case 'paid':
      return { kind: 'paid' };
    case 'declined':
      return { kind: 'form_rejected', status: 402, form: { values: keptValues(reading.typed), errors: {}, alert: declineMessage(outcome.declineCode) } };
    case 'not_payable':
      return { kind: 'not_payable' };
    case 'conflict':
      return { kind: 'changed' };
    case 'outcome_unknown':
      return { kind: 'outcome_unknown' };
    case 'not_found':
      throw new PaymentRequestNotFound(outcome.id);
  }
}
