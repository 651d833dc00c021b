import { Request, Response } from 'express';
import { BankAccountOutcome } from '../../../application/bank-accounts/bank-account-outcomes';
import { ChangeBankAccount } from '../../../application/bank-accounts/change-bank-account';
import { ConnectBankAccount } from '../../../application/bank-accounts/connect-bank-account';
import { ReadBankAccounts } from '../../../application/bank-accounts/read-bank-accounts';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { BankConnections } from '../../../application/ports/bank-connections';
import { BankAccount } from '../../../domain/bank-account';
import { Owner } from '../../../domain/mode';
import { cspNonce } from '../kit/html/page-security-headers';
import { FormState } from '../kit/html/form-fields';
import { refusalProblem } from '../kit/refusal-problem';
import { ApiRefusal, apiRefusalOf, refusalWords } from './api-refusal';
import { credentialField, postedConnectForm, readConnectForm } from './bank-account-form';
import { DashboardContext } from './dashboard-page';
import { callerOf, signedInOf } from './require-session';
import { DASHBOARD_PREFIX } from './session-cookie';
import { BankAccountsPageView, bankAccountsPage, bankAccountsTestModePage } from './views/bank-accounts-page';
import { METHOD_LABELS, bankName } from './views/bank-account-labels';
import { confirmPage } from './views/confirm-page';
import { isConfirmed } from './confirmation';

export interface BankAccountsUses {
  readBankAccounts: ReadBankAccounts;
  /** The banks this server connects accounts at, with their methods and credential fields. */
  bankConnections: BankConnections;
}
export interface ConnectBankAccountUses extends BankAccountsUses {
  connectBankAccount: ConnectBankAccount;
}
export interface ChangeBankAccountUses extends BankAccountsUses {
  changeBankAccount: ChangeBankAccount;
}

const DONE_NOTICES: Record<string, string> = {
  connected: 'Cuenta conectada y verificada: los cobros en modo real de sus métodos se pagan en ella.',
  connected_unverified: 'Cuenta conectada, pero el banco no la verificó: mira su estado en la tabla.',
  verified: 'Cuenta verificada.',
  verify_failed: 'El banco no verificó la cuenta: mira su estado en la tabla.',
  disabled: 'Cuenta desactivada: ya no recibe cobros nuevos.',
};

type Extras = Partial<Pick<BankAccountsPageView, 'notice' | 'refusal' | 'connectState'>>;

async function sendBankAccountsPage(
  uses: BankAccountsUses, context: DashboardContext, res: Response, status: number, extras: Extras = {},
): Promise<void> {
  const accounts = await uses.readBankAccounts.list(ownerOf(callerOf(res)));
  const [nonce, signedIn] = [cspNonce(res), signedInOf(res)];
  const page = 'kind' in accounts
    // A test session has no form: the refusal of what it posted is said on top.
    ? bankAccountsTestModePage({ nonce, signedIn, refusal: extras.refusal ?? extras.connectState?.state.alert })
    : bankAccountsPage({ accounts, banks: uses.bankConnections.connectable(), nonce, signedIn, timeZone: context.timeZone, ...extras });
  res.status(status).type('html').send(page);
}

const wordsOf = (refusal: ApiRefusal) => refusalWords(refusal);
const doneAt = (done: string) => `${DASHBOARD_PREFIX}/bank_accounts?done=${done}`;

/** The accounts as `GET /api/v1/bank_accounts` lists them; a test session is told they are live mode's. */
export function showBankAccounts(uses: BankAccountsUses, context: DashboardContext) {
  return (req: Request, res: Response): Promise<void> => {
    const done = req.query.done;
    const notice = typeof done === 'string' && Object.hasOwn(DONE_NOTICES, done) ? DONE_NOTICES[done] : undefined;
    return sendBankAccountsPage(uses, context, res, 200, { notice });
  };
}

/** The form again with what may be shown of it, the API's message beside each field it refused and its detail on top. */
function stateOf(values: Record<string, string>, fields: readonly string[], refusal: ApiRefusal): FormState {
  const placed = new Set(['methods', ...fields.map(credentialField)]);
  const errors = Object.fromEntries(refusal.fields.filter(({ field }) => placed.has(field)).map(({ field, message }) => [field, message]));
  return { values, errors, alert: refusalWords(refusal, placed) };
}

/** Connects by the API's rules, through its use case; the account is stored `verified` or `failed` (then the table says why). */
export function connectBankAccountHandler(uses: ConnectBankAccountUses, context: DashboardContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const banks = uses.bankConnections.connectable();
    const posted = postedConnectForm(req.body, banks);
    const read = readConnectForm(posted, ownerOf(callerOf(res)));
    const outcome = 'command' in read ? await uses.connectBankAccount.execute(read.command) : null;
    if (outcome?.kind === 'bank_account') {
      return res.redirect(303, doneAt(outcome.account.status === 'verified' ? 'connected' : 'connected_unverified'));
    }
    const refusal = 'refusal' in read ? read.refusal : apiRefusalOf(refusalProblem(outcome!));
    const bank = banks.find((candidate) => candidate.id === posted.bank);
    if (!bank) return sendBankAccountsPage(uses, context, res, refusal.status, { refusal: wordsOf(refusal) });
    const state = stateOf(posted.values, bank.credentialFields, refusal);
    await sendBankAccountsPage(uses, context, res, refusal.status, { connectState: { bank: bank.id, state } });
  };
}

type Change = (owner: Owner, id: string) => Promise<BankAccountOutcome>;

/** Verify again or disable, through the API's use case; a refusal is the page again in the API's words. */
function changeRoute(
  uses: BankAccountsUses, context: DashboardContext, change: Change, doneOf: (account: BankAccount) => string,
) {
  return async (req: Request, res: Response): Promise<void> => {
    const outcome = await change(ownerOf(callerOf(res)), String(req.params.id));
    if (outcome.kind === 'bank_account') return res.redirect(303, doneAt(doneOf(outcome.account)));
    const refusal = apiRefusalOf(refusalProblem(outcome));
    await sendBankAccountsPage(uses, context, res, refusal.status, { refusal: wordsOf(refusal) });
  };
}

export const verifyBankAccountHandler = (uses: ChangeBankAccountUses, context: DashboardContext) =>
  changeRoute(
    uses, context, (owner, id) => uses.changeBankAccount.verify(owner, id),
    (account) => (account.status === 'verified' ? 'verified' : 'verify_failed'),
  );

/** Disables once confirmed; an account this merchant does not have (or a test session) is refused by the use case, as the API does. */
export function disableBankAccountHandler(uses: ChangeBankAccountUses, context: DashboardContext) {
  const disable = changeRoute(uses, context, (owner, id) => uses.changeBankAccount.disable(owner, id), () => 'disabled');
  return async (req: Request, res: Response): Promise<void> => {
    const id = String(req.params.id);
    const accounts = isConfirmed(req) ? [] : await uses.readBankAccounts.list(ownerOf(callerOf(res)));
    const account = Array.isArray(accounts)
      ? accounts.find((candidate) => candidate.id === id && candidate.status !== 'disabled')
      : undefined;
    if (!account) return disable(req, res);
    const methods = account.methods.map((method) => METHOD_LABELS[method]).join(', ');
    res.status(200).type('html').send(confirmPage({
      title: 'Desactivar la cuenta bancaria',
      lines: [
        `Se desactivará la cuenta ${account.id} de ${bankName(account.bank)} (${methods}).`,
        'Deja de recibir cobros nuevos en modo real. No se puede deshacer: para volver a usarla, conecta otra.',
      ],
      action: `${DASHBOARD_PREFIX}/bank_accounts/${id}/disable`, back: `${DASHBOARD_PREFIX}/bank_accounts`,
      confirmLabel: 'Confirmar: desactivar', nonce: cspNonce(res), signedIn: signedInOf(res),
    }));
  };
}
