import { Request, Response } from 'express';
import { BusinessCalendar } from '../../../application/business-calendar';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { CreatePaymentLink } from '../../../application/payment-links/create-payment-link';
import { GetPaymentLink, ListPaymentLinks } from '../../../application/payment-links/read-payment-links';
import { UpdatePaymentLink } from '../../../application/payment-links/update-payment-link';
import { ListPaymentRequests } from '../../../application/payment-requests/list-payment-requests';
import { Owner } from '../../../domain/mode';
import { PaymentLink } from '../../../domain/payment-links';
import { PaymentLinkPresenter } from '../api/payment-links/payment-link.presenter';
import { LINKS_QUERY } from '../api/payment-links/list-query';
import { cspNonce } from '../kit/html/page-security-headers';
import { moneyEsVe } from '../kit/html/format-es-ve';
import { FormState } from '../kit/html/form-fields';
import { Problem } from '../kit/problem';
import { refusalProblem } from '../kit/refusal-problem';
import { ApiRefusal, apiRefusalOf, refusalWords } from './api-refusal';
import { isConfirmed } from './confirmation';
import { filledQuery } from './list-filters';
import { listFilterMessageEs } from './messages-es';
import { LINK_FIELDS, LinkField, expiryRefusal, readLinkForm, typedLinkValues } from './payment-link-form';
import { DashboardContext } from './dashboard-page';
import { callerOf, signedInOf } from './require-session';
import { confirmPage } from './views/confirm-page';
import { messagePage } from './views/dashboard-layout';
import { paymentLinkPage } from './views/payment-link-page';
import { qrCodeSvg } from './views/qr-code';
import { LINKS_PAGE, PaymentLinksPageView, paymentLinksPage } from './views/payment-links-page';

export interface PaymentLinksUses {
  listLinks: ListPaymentLinks;
}
export interface PaymentLinkUses {
  getLink: GetPaymentLink;
  updateLink: UpdatePaymentLink;
}

const DONE_NOTICES: Record<string, string> = {
  created: 'Enlace creado: compártelo con el enlace, el código QR o el texto para WhatsApp.',
  deactivated: 'Enlace desactivado: su página ya no crea solicitudes.',
  activated: 'Enlace activado: su página vuelve a crear solicitudes.',
};

const linkPage = (id: string) => `${LINKS_PAGE}/${id}`;

type ListExtras = Pick<PaymentLinksPageView, 'createState'>;

async function sendLinksPage(
  uses: PaymentLinksUses, context: DashboardContext, res: Response, query: Record<string, unknown>, status: number, extras: ListExtras = {},
): Promise<void> {
  const view = { nonce: cspNonce(res), signedIn: signedInOf(res), timeZone: context.timeZone, now: context.clock.now(), ...extras };
  let page: { limit: number; page: number };
  try {
    page = LINKS_QUERY.parse(query as Parameters<typeof LINKS_QUERY.parse>[0]);
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    res.status(400).type('html').send(paymentLinksPage({ ...view, error: listFilterMessageEs(error) }));
    return;
  }
  const list = await uses.listLinks.execute({ ...page, owner: ownerOf(callerOf(res)) });
  res.status(status).type('html').send(paymentLinksPage({ ...view, list }));
}

/** The mode's links, paged as the API pages them, and the form for a new one. */
export function showPaymentLinks(uses: PaymentLinksUses, context: DashboardContext) {
  return (req: Request, res: Response): Promise<void> => sendLinksPage(uses, context, res, filledQuery(req.query), 200);
}

function stateOf(values: Record<LinkField, string>, refusal: ApiRefusal): FormState {
  const placed = new Set<string>(LINK_FIELDS);
  const errors = Object.fromEntries(refusal.fields.filter(({ field }) => placed.has(field)).map(({ field, message }) => [field, message]));
  return { values, errors, alert: refusalWords(refusal, placed) };
}

/** Creates by the API's rules, through its use case; then the link's page (post/redirect/get), or the form again with what was typed. */
export function createPaymentLinkHandler(uses: PaymentLinksUses & { createLink: CreatePaymentLink }, context: DashboardContext) {
  const calendar = new BusinessCalendar(context.timeZone);
  return async (req: Request, res: Response): Promise<void> => {
    const values = typedLinkValues(req.body);
    const read = readLinkForm(values, ownerOf(callerOf(res)), calendar);
    const outcome = 'command' in read ? await uses.createLink.execute(read.command) : null;
    if (outcome?.kind === 'created') return res.redirect(303, `${linkPage(outcome.link.id)}?done=created`);
    const refusal = 'refusal' in read ? read.refusal : expiryRefusal();
    await sendLinksPage(uses, context, res, {}, refusal.status, { createState: stateOf(values, refusal) });
  };
}

function notFound(res: Response): void {
  res.status(404).type('html').send(messagePage(
    'Enlace no encontrado', 'No hay un enlace de pago con este identificador en este modo.', cspNonce(res), signedInOf(res),
  ));
}

async function paidThrough(list: ListPaymentRequests, owner: Owner, link: PaymentLink): Promise<number> {
  const paid = await list.execute({ owner, page: 1, limit: 1, status: 'paid', paymentLinkId: link.id });
  return paid.totalObjects;
}

export function showPaymentLink(
  uses: { getLink: GetPaymentLink; list: ListPaymentRequests; presenter: PaymentLinkPresenter }, context: DashboardContext,
) {
  return async (req: Request, res: Response): Promise<void> => {
    const owner = ownerOf(callerOf(res));
    const found = await uses.getLink.execute(owner, String(req.params.id));
    if (found.kind !== 'found') return notFound(res);
    const url = uses.presenter.url(found.link);
    const done = req.query.done;
    res.status(200).type('html').send(paymentLinkPage({
      link: found.link, url, qrCode: await qrCodeSvg(url, 'Código QR del enlace de pago'),
      paidCount: await paidThrough(uses.list, owner, found.link),
      now: context.clock.now(), nonce: cspNonce(res), signedIn: signedInOf(res), timeZone: context.timeZone,
      notice: typeof done === 'string' && Object.hasOwn(DONE_NOTICES, done) ? DONE_NOTICES[done] : undefined,
    }));
  };
}

async function setActive(uses: PaymentLinkUses, res: Response, id: string, active: boolean): Promise<void> {
  const outcome = await uses.updateLink.execute({ owner: ownerOf(callerOf(res)), id, changes: { active } });
  if (outcome.kind !== 'updated') {
    const refusal = apiRefusalOf(refusalProblem(outcome));
    if (refusal.status === 404) return notFound(res);
    res.status(refusal.status).type('html').send(messagePage('Enlace de pago', refusal.detail, cspNonce(res), signedInOf(res)));
    return;
  }
  res.redirect(303, `${linkPage(id)}?done=${active ? 'activated' : 'deactivated'}`);
}

/** Deactivates once confirmed, through the API's use case: the link's page stops creating requests. */
export function deactivatePaymentLinkHandler(uses: PaymentLinkUses) {
  return async (req: Request, res: Response): Promise<void> => {
    const id = String(req.params.id);
    const found = isConfirmed(req) ? null : await uses.getLink.execute(ownerOf(callerOf(res)), id);
    if (found?.kind === 'payment_link_not_found') return notFound(res);
    if (found?.kind === 'found' && found.link.active) {
      res.status(200).type('html').send(confirmPage({
        title: 'Desactivar el enlace',
        lines: [
          `Se desactivará el enlace «${found.link.description}» de ${moneyEsVe(found.link.amount)} (${found.link.id}).`,
          'Quien lo abra verá que ya no está disponible, y no podrá pagar con él. Las solicitudes ya hechas no cambian.',
          'Puedes volver a activarlo después.',
        ],
        action: `${linkPage(id)}/deactivate`, back: linkPage(id), confirmLabel: 'Confirmar: desactivar',
        nonce: cspNonce(res), signedIn: signedInOf(res),
      }));
      return;
    }
    await setActive(uses, res, id, false);
  };
}

/** Opens the link again: nothing is lost by it, so it asks nothing. */
export function activatePaymentLinkHandler(uses: PaymentLinkUses) {
  return (req: Request, res: Response): Promise<void> => setActive(uses, res, String(req.params.id), true);
}
