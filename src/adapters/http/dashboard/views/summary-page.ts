import { SalesSummary, SummaryPeriod } from '../../../../application/dashboard/summarize-sales';
import { Totals } from '../../../../application/ports/sales-summary';
import { SafeHtml, html } from '../../kit/html/escape-html';
import { moneyEsVe } from '../../kit/html/format-es-ve';
import { DASHBOARD_PREFIX } from '../session-cookie';
import { MODE_NAMES, SignedIn, dashboardDocument } from './dashboard-layout';

const ROWS: [keyof SummaryPeriod['totals'], string, string][] = [
  ['paid', 'Pagado', 'Solicitudes cuyo pago se aprobó en el período.'],
  ['refunded', 'Reembolsado', 'Reembolsos completados en el período.'],
  ['pending', 'Pendiente', 'Solicitudes creadas en el período que aún esperan su pago.'],
];

/** "1 solicitud", "3 solicitudes"; refunds are counted as refunds. */
function countOf(kind: keyof SummaryPeriod['totals'], totals: Totals): string {
  const [one, many] = kind === 'refunded' ? ['reembolso', 'reembolsos'] : ['solicitud', 'solicitudes'];
  return `${totals.count} ${totals.count === 1 ? one : many}`;
}

/** "2026-11-23" → "23/11/2026": the date as written in Venezuela. */
const dayEsVe = (day: string) => day.split('-').reverse().join('/');

function periodCard(id: string, title: string, period: SummaryPeriod): SafeHtml {
  const rows = ROWS.map(([kind, label, hint]) => html`<tr>
<th scope="row">${label}<span class="hint">${hint}</span></th>
<td data-label="Cantidad">${countOf(kind, period.totals[kind])}</td>
<td data-label="USD">${moneyEsVe(period.totals[kind].amount)}</td>
<td data-label="Bs.">${moneyEsVe(period.totals[kind].conversionAmount)}</td>
</tr>`);
  return html`<section class="card" aria-labelledby="${id}">
<h2 id="${id}">${title}</h2>
<table><thead><tr><th scope="col">Concepto</th><th scope="col">Cantidad</th><th scope="col">USD</th><th scope="col">Bs.</th></tr></thead>
<tbody>${rows}</tbody></table>
</section>`;
}

/** Today's and this week's totals of the session's mode: the dashboard's landing page. */
export function summaryPage({ summary, nonce, signedIn }: { summary: SalesSummary; nonce: string; signedIn: SignedIn }): string {
  return dashboardDocument({
    title: 'Resumen',
    nonce,
    signedIn,
    body: html`<section class="card" aria-labelledby="summary-title">
<h1 id="summary-title">Resumen</h1>
<p>${MODE_NAMES[signedIn.mode]}. Los montos en bolívares son a la tasa de cada solicitud. \
<a href="${DASHBOARD_PREFIX}/payment_requests/new">Nueva solicitud</a></p>
</section>
${periodCard('summary-today', `Hoy, ${dayEsVe(summary.today.firstDay)}`, summary.today)}
${periodCard('summary-week', `Esta semana, desde el lunes ${dayEsVe(summary.week.firstDay)}`, summary.week)}`,
  });
}
