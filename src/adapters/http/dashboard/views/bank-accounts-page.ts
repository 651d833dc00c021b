import { ConnectableBank } from '../../../../application/ports/bank-connections';
import { BankAccount } from '../../../../domain/bank-account';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { EMPTY_FORM, FormState } from '../../kit/html/form-fields';
import { bankAccountsTable } from './bank-accounts-table';
import { connectBankAccountForm } from './connect-bank-account-form';
import { MODE_NAMES, SignedIn, dashboardDocument } from './dashboard-layout';

export interface BankAccountsPageView {
  accounts: BankAccount[];
  /** The banks this server connects accounts at, each with a form. */
  banks: readonly ConnectableBank[];
  nonce: string;
  signedIn: SignedIn;
  timeZone: string;
  notice?: string;
  /** A refused action, in the API's words; nothing was changed. */
  refusal?: string;
  /** The connect form of this bank, filled back in (never a secret) with the API's messages. */
  connectState?: { bank: string; state: FormState };
}

const TITLE = 'Cuentas bancarias';

function connectSection(view: BankAccountsPageView): SafeHtml {
  const stateOf = (bank: ConnectableBank) => (view.connectState?.bank === bank.id ? view.connectState.state : EMPTY_FORM);
  const forms = view.banks.length === 0
    ? html`<p>Este servidor no tiene ningún banco disponible para conectar cuentas. Pídele al operador que configure uno.</p>`
    : html`${view.banks.map((bank) => connectBankAccountForm(bank, view.signedIn.csrfToken, stateOf(bank)))}`;
  return html`<section class="card" aria-labelledby="connect-title">
<h2 id="connect-title">Conectar una cuenta</h2>
<p>El banco verifica las credenciales con una consulta que no mueve dinero. Cada método cobra en una sola cuenta verificada a la vez.</p>
${forms}
</section>`;
}

/** The merchant's bank accounts (live mode): the table with verify and disable, and a form per bank to connect one. */
export function bankAccountsPage(view: BankAccountsPageView): string {
  return dashboardDocument({
    title: TITLE,
    nonce: view.nonce,
    signedIn: view.signedIn,
    body: html`${view.notice ? html`<div class="alert success" role="status">${view.notice}</div>` : ''}
${view.refusal ? html`<div class="alert" role="alert">${view.refusal}</div>` : ''}
<section class="card" aria-labelledby="accounts-title">
<h1 id="accounts-title">${TITLE}</h1>
<p>Las cuentas de tu comercio en sus bancos: los cobros en modo real de cada método se pagan en la cuenta verificada que lo cobra.
De las credenciales solo se muestran los últimos caracteres.</p>
${bankAccountsTable(view.accounts, view.signedIn.csrfToken, view.timeZone)}
</section>
${connectSection(view)}`,
  });
}

/** A test session: bank accounts are live mode's, so there is nothing to list or connect here. */
export function bankAccountsTestModePage({ nonce, signedIn, refusal }: { nonce: string; signedIn: SignedIn; refusal?: string }): string {
  return dashboardDocument({
    title: TITLE,
    nonce,
    signedIn,
    body: html`${refusal ? html`<div class="alert" role="alert">${refusal}</div>` : ''}
<section class="card" aria-labelledby="accounts-title">
<h1 id="accounts-title">${TITLE}</h1>
<div class="alert test-mode" role="status">Las cuentas bancarias son del ${MODE_NAMES.live}:
entra con una clave secreta <code>sk_live_…</code> para verlas y conectarlas.</div>
<p>En el ${MODE_NAMES.test} los cobros van siempre al banco de prueba y no mueven dinero real.</p>
</section>`,
  });
}
