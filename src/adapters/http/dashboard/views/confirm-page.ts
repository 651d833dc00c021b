import { SafeHtml, html } from '../../kit/html/escape-html';
import { SignedIn, csrfField, dashboardDocument } from './dashboard-layout';

/** The field the confirming post carries: only a post with it acts. */
export const CONFIRMED_FIELD = 'confirmed';

export interface ConfirmPageView {
  title: string;
  /** Exactly what will happen, one sentence per line. */
  lines: string[];
  /** Where the confirming post goes (the same action as the first post). */
  action: string;
  /** What the first post carried, posted again unchanged. */
  carried?: Record<string, string>;
  /** The page to go back to without doing anything. */
  back: string;
  confirmLabel?: string;
  nonce: string;
  signedIn: SignedIn;
}

/** A destructive action's second page: what will happen, "Confirmar" (a post with the session's token) and "Volver". */
export function confirmPage(view: ConfirmPageView): string {
  const carried: SafeHtml[] = Object.entries(view.carried ?? {})
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  return dashboardDocument({
    title: view.title,
    nonce: view.nonce,
    signedIn: view.signedIn,
    body: html`<section class="card" aria-labelledby="confirm-title">
<h1 id="confirm-title">${view.title}</h1>
${view.lines.map((line) => html`<p>${line}</p>`)}
<form method="post" action="${view.action}">
${csrfField(view.signedIn.csrfToken)}${carried}<input type="hidden" name="${CONFIRMED_FIELD}" value="yes">
<button type="submit" class="danger">${view.confirmLabel ?? 'Confirmar'}</button>
</form>
<p><a href="${view.back}">Volver</a> (no se cambia nada)</p>
</section>`,
  });
}
