import { Request, Response } from 'express';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { CreatePaymentRequest } from '../../../application/payment-requests/create-payment-request';
import { cspNonce } from '../kit/html/page-security-headers';
import { EMPTY_FORM, FormState } from '../kit/html/form-fields';
import { refusalProblem } from '../kit/refusal-problem';
import { ApiRefusal, apiRefusalOf, refusalWords } from './api-refusal';
import { DashboardContext } from './dashboard-page';
import { formFieldOf, readCreateForm, typedValues } from './create-form';
import { callerOf, signedInOf } from './require-session';
import { DASHBOARD_PREFIX } from './session-cookie';
import { createPage } from './views/create-page';

export interface CreateUses {
  create: CreatePaymentRequest;
}

/** The form again with what was typed, a Spanish message beside each field refused and the refusal's on top. */
function stateOf(values: Record<string, string>, refusal: ApiRefusal): FormState {
  const errors = Object.fromEntries(refusal.fields.map(({ field, message }) => [formFieldOf(field), message]));
  const placed = new Set(refusal.fields.map(({ field }) => field).filter((field) => formFieldOf(field) in values));
  return { values, errors, alert: refusalWords(refusal, placed) };
}

export const showCreateForm = () => (_req: Request, res: Response): void => {
  res.status(200).type('html').send(createPage({ nonce: cspNonce(res), signedIn: signedInOf(res), state: EMPTY_FORM }));
};

/** Creates by the API's rules, through its use case; on success, the request's page with its link and QR code. */
export function createHandler(uses: CreateUses, { clock }: DashboardContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const values = typedValues(req.body);
    const read = readCreateForm(values, ownerOf(callerOf(res)), clock.now());
    const outcome = 'command' in read ? await uses.create.execute(read.command) : null;
    if (outcome?.kind === 'created') return res.redirect(303, `${DASHBOARD_PREFIX}/payment_requests/${outcome.request.id}?done=created`);
    const refusal = 'refusal' in read ? read.refusal : apiRefusalOf(refusalProblem(outcome!));
    res.status(refusal.status).type('html').send(
      createPage({ nonce: cspNonce(res), signedIn: signedInOf(res), state: stateOf(values, refusal) }),
    );
  };
}
