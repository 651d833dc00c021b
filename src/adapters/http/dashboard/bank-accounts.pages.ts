import { ChangeBankAccount } from '../../../application/bank-accounts/change-bank-account';
import { ConnectBankAccount } from '../../../application/bank-accounts/connect-bank-account';
import { ReadBankAccounts } from '../../../application/bank-accounts/read-bank-accounts';
import { BANK_CONNECTIONS } from '../../../application/ports/bank-connections';
import { page } from '../kit/openapi/responses';
import {
  connectBankAccountHandler, disableBankAccountHandler, showBankAccounts, verifyBankAccountHandler,
} from './bank-accounts.handlers';
import { declarePage } from './dashboard-page';
import { CONFIRMATION, CONFIRMED, CSRF, FEATURE_FORM_ANSWERS, PAGE_ANSWERS, REDIRECT, form, idParameter } from './page-answers';

const BANK_ACCOUNT_ID = idParameter('The bank account\'s id (`ba_…`).');
/** A bank account's form: the API's refusals, said in Spanish, on the bank accounts page; nothing changed. */
const BANK_ACCOUNT_FORM_ANSWERS = {
  ...FEATURE_FORM_ANSWERS,
  '303': REDIRECT('Done: to the bank accounts page, which says what happened; or no open session (the sign-in page).'),
  '403': page('From another site, without this session\'s CSRF token, or in test mode (bank accounts are live mode\'s): nothing changed.'),
  '404': page('No bank account of this merchant has this id (the API\'s message); nothing changed.'),
  '422': page(
    'The API refuses the action (a disabled account, a method another verified account takes…): said in Spanish; nothing changed.',
  ),
  '503': page('The database cannot be reached, or this server has no BANK_CREDENTIALS_KEY (the API\'s message); nothing changed.'),
};
/** What the bank accounts page lists them with: the accounts, and the banks this server connects. */
const LIST = { readBankAccounts: ReadBankAccounts, bankConnections: BANK_CONNECTIONS };

export const BANK_ACCOUNT_PAGES = [
  declarePage({
    operationId: 'showDashboardBankAccounts', method: 'get', path: '/bank_accounts',
    summary: 'The bank accounts (live mode) as the API lists them (credentials only as hints), and a form per bank to connect one',
    responses: {
      '200': page('The accounts and the forms; a test session is told bank accounts are live mode\'s, with no form.'), ...PAGE_ANSWERS,
    },
    access: 'session', uses: LIST, handler: showBankAccounts,
  }),
  declarePage({
    operationId: 'connectFromDashboard', method: 'post', path: '/bank_accounts', summary: 'Connect a bank account',
    description: 'Read by the API\'s DTO: one checkbox per method (`method_c2p`, `method_card`, `method_p2p`), one input per credential.',
    requestBody: form({
      bank: 'The bank\'s id.',
      method_c2p: 'Present when checked.', method_card: 'Present when checked.', method_p2p: 'Present when checked.',
      'credentials.<field>': 'Each of the bank\'s credentials; an empty one is left out.', ...CSRF,
    }),
    responses: {
      ...BANK_ACCOUNT_FORM_ANSWERS,
      '303': REDIRECT('Connected, `verified` or `failed` (the table says why): to the bank accounts page; or no open session.'),
      '422': page('The API refuses the form: a Spanish message beside each field, secrets never filled back in; nothing stored.'),
    },
    access: 'session_form', uses: { ...LIST, connectBankAccount: ConnectBankAccount }, handler: connectBankAccountHandler,
  }),
  declarePage({
    operationId: 'verifyFromDashboard', method: 'post', path: '/bank_accounts/:id/verify', summary: 'Verify a bank account again',
    parameters: BANK_ACCOUNT_ID, requestBody: form(CSRF), responses: BANK_ACCOUNT_FORM_ANSWERS,
    access: 'session_form', uses: { ...LIST, changeBankAccount: ChangeBankAccount }, handler: verifyBankAccountHandler,
  }),
  declarePage({
    operationId: 'disableFromDashboard', method: 'post', path: '/bank_accounts/:id/disable', summary: 'Disable a bank account',
    parameters: BANK_ACCOUNT_ID, requestBody: form({ ...CONFIRMED, ...CSRF }),
    responses: { ...BANK_ACCOUNT_FORM_ANSWERS, '200': CONFIRMATION },
    access: 'session_form', uses: { ...LIST, changeBankAccount: ChangeBankAccount }, handler: disableBankAccountHandler,
  }),
];
