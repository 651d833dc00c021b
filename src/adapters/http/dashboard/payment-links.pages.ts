import { CreatePaymentLink } from '../../../application/payment-links/create-payment-link';
import { GetPaymentLink, ListPaymentLinks } from '../../../application/payment-links/read-payment-links';
import { UpdatePaymentLink } from '../../../application/payment-links/update-payment-link';
import { ListPaymentRequests } from '../../../application/payment-requests/list-payment-requests';
import { PAYMENT_LINK_PRESENTER } from '../api/payment-links/payment-link.presenter';
import { page } from '../kit/openapi/responses';
import { declarePage } from './dashboard-page';
import { CONFIRMATION, CONFIRMED, CSRF, FEATURE_FORM_ANSWERS, PAGE_ANSWERS, REDIRECT, form, idParameter } from './page-answers';
import {
  activatePaymentLinkHandler, createPaymentLinkHandler, deactivatePaymentLinkHandler, showPaymentLink, showPaymentLinks,
} from './payment-links.handlers';

const LINK_ID = idParameter('The payment link\'s id (`plink_…`).');
/** A payment link's form: refusals in Spanish; nothing changed. */
const LINK_FORM_ANSWERS = {
  ...FEATURE_FORM_ANSWERS,
  '303': REDIRECT('Done: to the link\'s page, which says what happened; or no open session (the sign-in page).'),
  '404': page('No payment link of this merchant in this mode has this id; nothing changed.'),
};
const CHANGE = { getLink: GetPaymentLink, updateLink: UpdatePaymentLink };

export const PAYMENT_LINK_PAGES = [
  declarePage({
    operationId: 'showDashboardPaymentLinks', method: 'get', path: '/payment_links',
    summary: 'The payment links of the session\'s mode, newest first and paged as the API pages them, and a form for a new one',
    responses: { '200': page('The links and the form.'), '400': page('A page number the API refuses: said in Spanish.'), ...PAGE_ANSWERS },
    access: 'session', uses: { listLinks: ListPaymentLinks }, handler: showPaymentLinks,
  }),
  declarePage({
    operationId: 'createLinkFromDashboard', method: 'post', path: '/payment_links', summary: 'Create a payment link',
    requestBody: form({
      amount: 'USD as a person types it (1.234,50, 1234.50, 1234,50 or 1234).', description: 'What is sold.',
      expires_at: 'A date and time (`YYYY-MM-DDTHH:MM`) in BUSINESS_TIME_ZONE; empty: it never expires.', ...CSRF,
    }),
    responses: {
      ...LINK_FORM_ANSWERS,
      '303': REDIRECT('Created: to the new link\'s page (post/redirect/get); or no open session (the sign-in page).'),
      '422': page('The API refuses the form: the links page again, a Spanish message beside each field, what was typed kept.'),
    },
    access: 'session_form', uses: { listLinks: ListPaymentLinks, createLink: CreatePaymentLink }, handler: createPaymentLinkHandler,
  }),
  declarePage({
    operationId: 'showDashboardPaymentLink', method: 'get', path: '/payment_links/:id',
    summary: 'A payment link: its address, QR code and WhatsApp text to share, its state, and its requests',
    parameters: LINK_ID,
    responses: { '200': page('The link.'), '404': LINK_FORM_ANSWERS['404'], ...PAGE_ANSWERS },
    access: 'session', uses: { getLink: GetPaymentLink, list: ListPaymentRequests, presenter: PAYMENT_LINK_PRESENTER },
    handler: showPaymentLink,
  }),
  declarePage({
    operationId: 'deactivateLinkFromDashboard', method: 'post', path: '/payment_links/:id/deactivate',
    summary: 'Deactivate a payment link: its page stops creating payment requests', parameters: LINK_ID,
    requestBody: form({ ...CONFIRMED, ...CSRF }), responses: { ...LINK_FORM_ANSWERS, '200': CONFIRMATION },
    access: 'session_form', uses: CHANGE, handler: deactivatePaymentLinkHandler,
  }),
  declarePage({
    operationId: 'activateLinkFromDashboard', method: 'post', path: '/payment_links/:id/activate',
    summary: 'Activate a payment link again', parameters: LINK_ID, requestBody: form(CSRF), responses: LINK_FORM_ANSWERS,
    access: 'session_form', uses: CHANGE, handler: activatePaymentLinkHandler,
  }),
];
