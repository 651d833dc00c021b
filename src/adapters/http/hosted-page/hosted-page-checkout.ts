import { OpenHostedPage } from '../../../application/checkout/open-hosted-page';
import { PayByC2p } from '../../../application/checkout/pay-by-c2p';
import { SendC2pKey } from '../../../application/checkout/send-c2p-key';
import { PayByCard } from '../../../application/checkout/pay-by-card';
import { PaidOnOutOfRange, PayByP2p } from '../../../application/reported-transfers/pay-by-p2p';
import { CheckoutOutcome } from '../../../application/outcomes';
import { PaymentRequest } from '../../../domain/payment-requests';
import {
  C2pPaymentBody,
  CardPaymentBody,
  P2pPaymentBody,
  toPayByC2pCommand,
  toPayByCardCommand,
  toPayByP2pCommand,
} from '../api/checkouts/checkout.dto';
import { FormFlash, FormKind, declinedForm, formWithInvalidFields, readForm } from './hosted-page-forms';

export interface HostedPageUseCases {
  openLink: OpenHostedPage;
  payByC2p: PayByC2p;
  payByCard: PayByCard;
  payByP2p: PayByP2p;
  sendC2pKey: SendC2pKey;
}

/** A posted form that the API's DTO accepts, ready to be paid; or the form given back with its errors. */
export type PostedForm =
  | { kind: FormKind; typed: Record<string, unknown>; pay: (useCases: HostedPageUseCases) => Promise<CheckoutOutcome | PaidOnOutOfRange> }
  | { invalid: FormFlash };

/** What became of a form post, for the router to answer with. */
export type FormOutcome =
  | { kind: 'paid' }
  | { kind: 'declined'; form: FormFlash }
  /** Read, but refused as it is before the bank was asked (a transfer's day out of range): the fields to correct. */
  | { kind: 'invalid'; form: FormFlash }
  | { kind: 'not_payable' }
  | { kind: 'attempts_exhausted' }
  | { kind: 'not_found' }
  | { kind: 'changed' }
  | { kind: 'outcome_unknown' }
  | { kind: 'method_unavailable' };

/**
 * Reads what the customer posted to pay `request`, through the same DTO and the same use case as
 * POST /api/v1/checkouts/c2p, on behalf of the merchant that issued the request. The checkout claims
 * `request` as the page read it, without reading it again.
 */
export function readC2pForm(request: PaymentRequest, body: unknown): PostedForm {
  const reading = readForm(C2pPaymentBody, 'c2p', body, request.id);
  if ('invalid' in reading) return reading;
  return {
    kind: 'c2p',
    typed: reading.typed,
    pay: (useCases) => useCases.payByC2p.execute({ ...toPayByC2pCommand(reading.payment, request.owner), asRead: request }),
  };
}

/** As readC2pForm, through the DTO and use case of POST /api/v1/checkouts/credit_card. */
export function readCardForm(request: PaymentRequest, body: unknown): PostedForm {
  const reading = readForm(CardPaymentBody, 'card', body, request.id);
  if ('invalid' in reading) return reading;
  return {
    kind: 'card',
    typed: reading.typed,
    pay: (useCases) => useCases.payByCard.execute({ ...toPayByCardCommand(reading.payment, request.owner), asRead: request }),
  };
}

/**
 * As readC2pForm, through the DTO and use case of POST /api/v1/checkouts/p2p: a Pago Móvil transfer
 * the customer reports having sent to the merchant's account.
 */
export function readP2pForm(request: PaymentRequest, body: unknown): PostedForm {
  const reading = readForm(P2pPaymentBody, 'p2p', body, request.id);
  if ('invalid' in reading) return reading;
  const command = { ...toPayByP2pCommand(reading.payment, request.owner), asRead: request };
  return { kind: 'p2p', typed: reading.typed, pay: (useCases) => useCases.payByP2p.execute(command) };
}

export async function payForm(useCases: HostedPageUseCases, form: Exclude<PostedForm, { invalid: FormFlash }>): Promise<FormOutcome> {
  const outcome = await form.pay(useCases);
  switch (outcome.kind) {
    case 'paid':
      return { kind: 'paid' };
    case 'declined':
      return { kind: 'declined', form: declinedForm(form.kind, form.typed, outcome.declineCode) };
    case 'conflict':
      return { kind: 'changed' };
    case 'not_payable':
    case 'attempts_exhausted':
    case 'not_found':
    case 'outcome_unknown':
      return { kind: outcome.kind };
    case 'payment_method_unavailable':
      return { kind: 'method_unavailable' };
    case 'paid_on_out_of_range':
      return { kind: 'invalid', form: formWithInvalidFields(form.kind, form.typed, ['paid_on']) };
  }
}
