import { Request, RequestHandler, Response } from 'express';
import { C2pKeyOutcome, SendC2pKey } from '../../../application/checkout/send-c2p-key';
import { PaymentRequest } from '../../../domain/payment-requests';
import { C2pKeyBody, toSendC2pKeyCommand } from '../api/checkouts/c2p-key.dto';
import { Problem } from '../kit/problem';
import { validateBody } from '../kit/validation/validate-body';
import { C2pKeyNote } from './c2p-key-note';
import { FormFlash, formWithErrors, keptValues, postedFields } from './hosted-page-forms';
import { PageFlash } from './page-flash';
import { C2pKeyStep } from './views/payment-forms';
import { c2pKeyMessage } from './views/messages-es';

/** The page's C2P form names the payer's id as the C2P checkout does; the C2P key's body calls it `dni`. */
const TO_KEY_BODY = { phone_number: 'phone_number', issuer_payer_id: 'dni', issuer_bank_id: 'issuer_bank_id' } as const;
const FROM_KEY_BODY: Record<string, string> = Object.fromEntries(Object.entries(TO_KEY_BODY).map(([page, body]) => [body, page]));

/** How the router answers a key post: back to the page with a flash, or an error page for what is no longer a page's matter. */
export interface C2pKeyAnswers {
  backToPage(req: Request, res: Response, flash?: PageFlash): void;
  /** The post could not be read as the API's body would be: counted as a malformed post of the address, then back to the page. */
  malformed(req: Request, res: Response, flash: FormFlash): void;
  errorPage(res: Response, code: 'not_found' | 'payment_attempts_exhausted'): void;
}

/**
 * POST …/c2p_key, the C2P form's "Recibir la clave por SMS": the same fields as the C2P form (its OTP, when
 * typed, is not read), read by the API's C2P key body and sent through the same use case as
 * POST /api/v1/payment_requests/:id/c2p_key, on behalf of the merchant that issued the request. The page
 * comes back at the C2P form with what was typed (never an OTP) and what became of the key.
 */
export function c2pKeyPost(sendKey: SendC2pKey, request: (res: Response) => PaymentRequest, answers: C2pKeyAnswers): RequestHandler {
  return async (req, res) => {
    const asRead = request(res);
    const { typed, tidied } = postedFields('c2p', req.body);
    const body = Object.fromEntries(Object.entries(TO_KEY_BODY).flatMap(([page, key]) => (page in tidied ? [[key, tidied[page]]] : [])));
    let read: C2pKeyBody;
    try {
      read = validateBody(C2pKeyBody, body);
    } catch (error) {
      const problems = error instanceof Problem ? error.extensions.errors : undefined;
      if (!problems) throw error;
      const named = problems.map((problem) => ({ ...problem, field: FROM_KEY_BODY[problem.field] ?? problem.field }));
      return answers.malformed(req, res, formWithErrors('c2p', typed, named));
    }
    const outcome = await sendKey.execute({ ...toSendC2pKeyCommand(read, asRead.owner, asRead.id), asRead });
    return answer(req, res, outcome, keptValues(typed), answers);
  };
}

function answer(req: Request, res: Response, outcome: C2pKeyOutcome, values: Record<string, string>, answers: C2pKeyAnswers): void {
  const form = (c2pKey: C2pKeyNote, declineCode?: string): FormFlash => ({
    kind: 'form', form: 'c2p', values, errors: {}, c2pKey, ...(declineCode && { declineCode }),
  });
  switch (outcome.kind) {
    case 'c2p_key_sent':
      return answers.backToPage(req, res, form({ outcome: 'sent', expiresInSeconds: outcome.expiresInSeconds }));
    case 'c2p_key_refused':
      return answers.backToPage(req, res, form({ outcome: 'refused' }, outcome.declineCode));
    case 'c2p_key_limited':
      return answers.backToPage(req, res, form({ outcome: 'limited', retryAfterSeconds: outcome.retryAfterSeconds }));
    case 'c2p_key_outcome_unknown':
      return answers.backToPage(req, res, form({ outcome: 'unconfirmed' }));
    case 'c2p_key_not_supported':
      return answers.backToPage(req, res, form({ outcome: 'not_supported' }));
    case 'not_payable':
      return answers.backToPage(req, res, { kind: 'notice', notice: 'not_payable' });
    case 'payment_method_unavailable':
      return answers.backToPage(req, res, { kind: 'notice', notice: 'method_unavailable' });
    case 'attempts_exhausted':
      return answers.errorPage(res, 'payment_attempts_exhausted');
    case 'not_found':
      return answers.errorPage(res, 'not_found');
  }
}

/** What the C2P form's key step says after a key post, from the flash the post left. */
export function c2pKeyNoteShown(flash: FormFlash): C2pKeyStep['note'] {
  return flash.c2pKey && { text: c2pKeyMessage(flash.c2pKey, flash.declineCode), sent: flash.c2pKey.outcome === 'sent' };
}
