import { BankAccount, ReceivingAccountDetails } from '../../../../domain/bank-account';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { dateTimeEsVe } from '../../kit/html/format-es-ve';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { ACCOUNT_STATUS_LABELS, FAILURE_EXPLANATIONS, METHOD_LABELS, bankName, credentialLabel } from './bank-account-labels';
import { csrfField } from './dashboard-layout';

const COLUMNS = ['Banco', 'Métodos', 'Estado', 'Cuenta receptora', 'Credenciales', 'Verificada', 'Conectada', 'Acciones'];

/** Banks whose check cannot prove the C2P key without a charge (BDV's key is proven by its first C2P charge). */
const C2P_KEY_PROVEN_BY_A_CHARGE: ReadonlySet<string> = new Set(['bdv']);

function statusCell(account: BankAccount): SafeHtml {
  const why = account.failureCode && account.status === 'failed' ? FAILURE_EXPLANATIONS[account.failureCode] : null;
  const status = html`<span class="status bank-${account.status}">${ACCOUNT_STATUS_LABELS[account.status]}</span>`;
  const keyUnproven = account.status === 'verified' && account.methods.includes('c2p') && !account.c2pKeyChecked
    && C2P_KEY_PROVEN_BY_A_CHARGE.has(account.bank);
  const note = why ?? (keyUnproven ? 'Clave C2P sin probar: se confirma con el primer cobro C2P.' : null);
  return html`${status}${note ? html`<span class="hint">${note}</span>` : ''}`;
}

function receivingCell(details: ReceivingAccountDetails | null): SafeHtml | string {
  if (!details) return '—';
  const account = details.accountNumberLast4 ? html`<br>Cuenta terminada en ${details.accountNumberLast4}` : '';
  return html`Pago Móvil ${details.phoneNumber}<br>${details.nationalId} · banco ${details.bankCode}${account}`;
}

function hintsCell(hints: Readonly<Record<string, string>>): SafeHtml {
  const items = Object.entries(hints)
    .map(([field, hint]) => html`<li>${credentialLabel(field)} <span class="copy-field">${hint}</span></li>`);
  return html`<ul class="hints">${items}</ul>`;
}

function actionsCell(account: BankAccount, csrfToken: string): SafeHtml | string {
  if (account.status === 'disabled') return '—';
  const path = `${DASHBOARD_PREFIX}/bank_accounts/${account.id}`;
  return html`<form method="post" action="${path}/verify">${csrfField(csrfToken)}
<button type="submit" aria-label="Verificar de nuevo la cuenta ${account.id}">Verificar de nuevo</button></form>
<form method="post" action="${path}/disable">${csrfField(csrfToken)}
<p class="hint">Deja de recibir cobros nuevos. No se puede deshacer.</p>
<button type="submit" class="danger" aria-label="Desactivar la cuenta ${account.id}">Desactivar</button></form>`;
}

/** The merchant's accounts, oldest first, as the API lists them (credentials only as hints), each with its actions. */
export function bankAccountsTable(accounts: BankAccount[], csrfToken: string, timeZone: string): SafeHtml {
  if (accounts.length === 0) {
    return html`<p>Todavía no hay cuentas bancarias conectadas. Los cobros en modo real no tienen a dónde ir hasta que conectes una.</p>`;
  }
  const when = (instant: Date | null, none: string) =>
    (instant ? html`<time datetime="${instant.toISOString()}">${dateTimeEsVe(instant, timeZone)}</time>` : none);
  const rows = accounts.map((account) => html`<tr id="${account.id}">
<td data-label="Banco">${bankName(account.bank)}<span class="hint">${account.id}</span></td>
<td data-label="Métodos">${account.methods.map((method) => METHOD_LABELS[method]).join(', ')}</td>
<td data-label="Estado">${statusCell(account)}</td>
<td data-label="Cuenta receptora">${receivingCell(account.receivingAccount)}</td>
<td data-label="Credenciales">${hintsCell(account.credentialHints)}</td>
<td data-label="Verificada">${when(account.verifiedAt, 'Nunca')}</td>
<td data-label="Conectada">${when(account.createdAt, '—')}</td>
<td data-label="Acciones" class="actions">${actionsCell(account, csrfToken)}</td>
</tr>`);
  const head = COLUMNS.map((column) => html`<th scope="col">${column}</th>`);
  return html`<table><thead><tr>${head}</tr></thead>
<tbody>${rows}</tbody></table>`;
}
