import { SafeHtml, html } from '../kit/html/escape-html';
import { PAGE_CSS } from '../kit/html/page-styles';
import { ERROR_CODES, ErrorCode } from '../kit/error-codes';
import { PROBLEM_TYPE_BASE } from '../kit/problem';
import { DOCS_PATH } from './docs-page';

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

/** The table's descriptions mark names and values with backticks, as Markdown does: shown as code. */
function withCode(text: string): SafeHtml[] {
  return text.split('`').map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : html`${part}`));
}

function document(title: string, nonce: string, body: SafeHtml): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style nonce="${nonce}">${new SafeHtml(PAGE_CSS)}</style>
</head>
<body>
<main>
${body}
<p class="fine-print"><a href="${PROBLEM_TYPE_BASE.slice(0, -1)}">Every error code</a> · <a href="${DOCS_PATH}">API reference</a></p>
</main>
</body>
</html>
`.markup;
}

/** What the problem `type` `/problems/<code>` points at: the code's title, status and meaning, from the one error table. */
export function problemPage(code: ErrorCode, nonce: string): string {
  const { title, status, description } = ERROR_CODES[code];
  return document(`${title} (${code})`, nonce, html`<section class="card" aria-labelledby="problem-title">
<p class="eyebrow">Error code</p>
<h1 id="problem-title">${title}</h1>
<dl>
<dt>code</dt><dd><code>${code}</code></dd>
<dt>status</dt><dd>${status}</dd>
<dt>type</dt><dd><code>${PROBLEM_TYPE_BASE}${code}</code></dd>
</dl>
<h2>What it means, and what to do</h2>
<p>${withCode(description)}</p>
<p>The answer is <code>application/problem+json</code> (RFC 9457) with <code>type</code>, <code>title</code>,
<code>status</code>, <code>detail</code> (what went wrong with that request), <code>code</code> and <code>request_id</code>:
branch on <code>code</code>, and quote <code>request_id</code> when asking for help.</p>
</section>`);
}

/** Every code of the table, by status. */
export function problemIndexPage(nonce: string): string {
  const codes = (Object.keys(ERROR_CODES) as ErrorCode[]).sort((a, b) => ERROR_CODES[a].status - ERROR_CODES[b].status);
  const rows = codes.map((code) => html`<dt>${ERROR_CODES[code].status}</dt>
<dd><a href="${PROBLEM_TYPE_BASE}${code}"><code>${code}</code></a>: ${ERROR_CODES[code].title}</dd>`);
  return document('Error codes', nonce, html`<section class="card" aria-labelledby="problems-title">
<h1 id="problems-title">Error codes</h1>
<p>Every error answer names one of these in <code>code</code>, and its page in <code>type</code>.</p>
<dl>${rows}</dl>
</section>`);
}
