import { OpenRoute } from '../kit/open-route-declaration';
import { page, text } from '../kit/openapi/responses';
import { JsonSchema } from '../kit/openapi/types';

const tag = 'Merchant dashboard';

const SESSION_COOKIE = {
  description: 'The dashboard\'s session: `dashboard_session`, HttpOnly, SameSite=Strict (Secure with an https PORTAL_URL), ' +
    'naming a server-side session of at most 12 hours.',
  schema: { type: 'string' },
};
const REDIRECT = (where: string) =>
  text(where, ['text/html', 'text/plain'], {
    Location: { required: true, description: 'Where to go.', schema: { type: 'string' } },
    'Set-Cookie': SESSION_COOKIE,
  });
/** Every page answers these too: signed out (to the sign-in page), and the failures every page shares. */
const PAGE_ANSWERS = {
  '303': REDIRECT('No open session (never signed in, signed out on any instance, expired, or its key revoked): to the sign-in page.'),
  '500': page('An unexpected error; it was logged.'),
  '503': page('The database cannot be reached; nothing was changed.'),
};
/**
 * A form post: refused unless from this site with the session's CSRF token; a refusal of the API's rules is the form again with its
 * message.
 */
const FORM_ANSWERS = {
  ...PAGE_ANSWERS,
  '303': REDIRECT('Done (post/redirect/get: the request\'s page), or no open session (the sign-in page).'),
  '400': page('The form, again, with a Spanish message next to each field the API refuses; nothing changed.'),
  '403': page('Posted from another site, or without this session\'s CSRF token: refused, nothing changed.'),
  '404': page('No payment request of this merchant in this mode has this id.'),
  '409': page('The request changed meanwhile; nothing changed.'),
  '413': page('The form is over 16 KiB.'),
  '422': page(
    'The API refused the action (not cancelable, not refundable, more than remains…): said in Spanish, nothing changed.',
  ),
  '502': page('The bank did not answer a refund: it stays pending and is settled later.'),
};
const ID = [{ name: 'id', in: 'path', required: true, description: 'The payment request\'s id.', schema: { type: 'string' } }];
const form = (fields: Record<string, string>): JsonSchema => ({
  required: true,
  content: {
    'application/x-www-form-urlencoded': {
      schema: {
        type: 'object',
        properties: Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }])),
      },
    },
  },
});
const CSRF = { csrf_token: 'The token the page\'s form carries.' };
const CONFIRMED = { confirmed: '`yes` on the confirmation page\'s post: only that post acts.' };
const CONFIRMATION = page('The confirmation page: exactly what will happen, "Confirmar" (this post again, confirmed) and "Volver".');
const KEY_ID = [{ name: 'id', in: 'path', required: true, description: 'The API key\'s id (`key_…`).', schema: { type: 'string' } }];
/** A key's form: the API's refusals, said in Spanish, on the keys page; nothing changed. */
const KEY_FORM_ANSWERS = {
  ...PAGE_ANSWERS,
  '303': REDIRECT('No open session: to the sign-in page.'),
  '400': page('The form could not be read; nothing changed.'),
  '403': FORM_ANSWERS['403'],
  '404': page('No working key of this merchant in this mode has this id (the API\'s message); nothing changed.'),
  '413': FORM_ANSWERS['413'],
};

const BANK_ACCOUNT_ID = [
  { name: 'id', in: 'path', required: true, description: 'The bank account\'s id (`ba_…`).', schema: { type: 'string' } },
];
/** A bank account's form: the API's refusals, said in Spanish, on the bank accounts page; nothing changed. */
const BANK_ACCOUNT_FORM_ANSWERS = {
  ...KEY_FORM_ANSWERS,
  '303': REDIRECT('Done: to the bank accounts page, which says what happened; or no open session (the sign-in page).'),
  '403': page('From another site, without this session\'s CSRF token, or in test mode (bank accounts are live mode\'s): nothing changed.'),
  '404': page('No bank account of this merchant has this id (the API\'s message); nothing changed.'),
  '422': page(
    'The API refuses the action (a disabled account, a method another verified account takes…): said in Spanish; nothing changed.',
  ),
  '503': page('The database cannot be reached, or this server has no BANK_CREDENTIALS_KEY (the API\'s message); nothing changed.'),
};

const ENDPOINT_ID = [
  { name: 'id', in: 'path', required: true, description: 'The webhook endpoint\'s id (`we_…`).', schema: { type: 'string' } },
];
/** A webhook endpoint's form: refusals in Spanish beside each field; nothing changed. */
const WEBHOOK_FORM_ANSWERS = {
  ...KEY_FORM_ANSWERS,
  '404': page('No webhook endpoint of this merchant in this mode has this id; nothing changed.'),
  '422': page('The API refuses the form (URL, event types) or the endpoint limit is reached: the form again; nothing changed.'),
};

const LINK_ID = [
  { name: 'id', in: 'path', required: true, description: 'The payment link\'s id (`plink_…`).', schema: { type: 'string' } },
];
/** A payment link's form: refusals in Spanish; nothing changed. */
const LINK_FORM_ANSWERS = {
  ...KEY_FORM_ANSWERS,
  '303': REDIRECT('Done: to the link\'s page, which says what happened; or no open session (the sign-in page).'),
  '404': page('No payment link of this merchant in this mode has this id; nothing changed.'),
};

/** The merchant dashboard (dashboard.router.ts): for the merchant, in Spanish, signed in with a secret key. */
export const DASHBOARD_ROUTES = [
  {
    operationId: 'showDashboardSignIn', method: 'get', path: '/sign_in', tag, summary: 'The dashboard\'s sign-in page',
    responses: { '200': page('A form for a secret key.', { 'Set-Cookie': SESSION_COOKIE }), ...PAGE_ANSWERS },
  },
  {
    operationId: 'signInToDashboard', method: 'post', path: '/sign_in', tag, summary: 'Sign in with a secret key',
    description: 'Opens a session of the key\'s merchant and mode. Wrong keys are limited per client address, like the API\'s.',
    requestBody: form({ secret_key: 'A secret key, sk_test_… or sk_live_….', ...CSRF }),
    responses: {
      ...FORM_ANSWERS,
      '303': REDIRECT('Signed in: to the summary.'),
      '401': page('The key is not one of an active key: the form again.'),
      '429': page('Too many wrong keys from this address.', { 'Retry-After': { schema: { type: 'integer' } } }),
    },
  },
  {
    operationId: 'signOutOfDashboard', method: 'post', path: '/sign_out', tag, summary: 'Sign out',
    description: 'Ends the session on every instance.', requestBody: form(CSRF), responses: FORM_ANSWERS,
  },
  {
    operationId: 'showDashboardList', method: 'get', path: '/', tag, summary: 'The payment requests, with the API\'s filters and pages',
    responses: { '200': page('The list.'), '400': page('A filter the API refuses: said in Spanish.'), ...PAGE_ANSWERS },
  },
  {
    operationId: 'showDashboardSummary', method: 'get', path: '/summary', tag,
    summary: 'Today\'s and this week\'s paid, refunded and pending totals (USD and VES) and counts of the session\'s mode',
    description: 'Days and weeks (from Monday) in BUSINESS_TIME_ZONE. The page a sign-in lands on.',
    responses: { '200': page('The summary.'), ...PAGE_ANSWERS },
  },
  {
    operationId: 'exportDashboardCsv', method: 'get', path: '/payment_requests.csv', tag, summary: 'The filtered list as CSV, streamed',
    parameters: [{
      name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['excel'] },
      description: 'Left out: commas, decimal points, the API\'s names and Unix times. `excel`: semicolons, decimal commas, ' +
        'Spanish headers, dates `YYYY-MM-DD HH:MM` in BUSINESS_TIME_ZONE. Both start with a UTF-8 byte order mark.',
    }],
    responses: {
      '200': text('Every row of the filtered list, the management view\'s fields flattened.', ['text/csv']),
      '400': page('A filter the API refuses: said in Spanish.'),
      ...PAGE_ANSWERS,
    },
  },
  {
    operationId: 'showDashboardCreateForm', method: 'get', path: '/payment_requests/new', tag,
    summary: 'The form to create a payment request',
    responses: { '200': page('The form.'), ...PAGE_ANSWERS },
  },
  {
    operationId: 'createFromDashboard', method: 'post', path: '/payment_requests', tag, summary: 'Create a payment request',
    requestBody: form({
      amount: 'USD as a person types it (1.234,50, 1234.50, 1234,50 or 1234).', description: 'What is sold.',
      external_id: 'The merchant\'s own reference (optional).',
      customer_dni: 'The customer\'s national id.', customer_email: 'The customer\'s e-mail.', customer_first_name: 'For a new customer.',
      customer_last_name: 'For a new customer.', expires_in: 'How long the link may be paid (optional).', ...CSRF,
    }),
    responses: FORM_ANSWERS,
  },
  {
    operationId: 'showDashboardRequest', method: 'get', path: '/payment_requests/:id', tag,
    summary: 'A payment request: amounts, attempts, refunds, its link and QR code',
    parameters: ID,
    responses: {
      '200': page('The request.'), '404': page('No payment request of this merchant in this mode has this id.'), ...PAGE_ANSWERS,
    },
  },
  {
    operationId: 'cancelFromDashboard', method: 'post', path: '/payment_requests/:id/cancel', tag, summary: 'Cancel a payment request',
    parameters: ID, requestBody: form({ ...CONFIRMED, ...CSRF }), responses: { ...FORM_ANSWERS, '200': CONFIRMATION },
  },
  {
    operationId: 'refundFromDashboard', method: 'post', path: '/payment_requests/:id/refunds', tag,
    summary: 'Refund a payment request, in full or in part',
    parameters: ID,
    requestBody: form({
      amount: 'USD as a person types it (1.234,50, 1234.50, 1234,50); empty for everything that remains.',
      reason: 'The API\'s refund reasons (optional).', description: 'Optional.', ...CONFIRMED, ...CSRF,
    }),
    responses: { ...FORM_ANSWERS, '200': CONFIRMATION },
  },
  {
    operationId: 'showDashboardApiKeys', method: 'get', path: '/api_keys', tag,
    summary: 'The API keys of the session\'s mode, as the API lists them (never a secret)',
    responses: { '200': page('The keys, with forms to roll and revoke each.'), ...PAGE_ANSWERS },
  },
  {
    operationId: 'rollFromDashboard', method: 'post', path: '/api_keys/:id/roll', tag,
    summary: 'Roll an API key: the new secret is shown on this answer only',
    parameters: KEY_ID,
    requestBody: form({ expires_in_hours: 'How long the old key keeps working, as the API takes it; empty: the API\'s default.', ...CSRF }),
    responses: {
      ...KEY_FORM_ANSWERS,
      '201': page(
        'The new key with its secret, shown once and never stored; when the session\'s own key stopped at once, the session has ended.',
        { 'Set-Cookie': SESSION_COOKIE },
      ),
      '422': page(
        'The API refuses `expires_in_hours`, or this mode has too many working keys: ' +
        'the page again with the API\'s message; nothing changed.',
      ),
    },
  },
  {
    operationId: 'revokeFromDashboard', method: 'post', path: '/api_keys/:id/revoke', tag,
    summary: 'Revoke an API key; revoking the session\'s own key ends the session',
    parameters: KEY_ID, requestBody: form({ ...CONFIRMED, ...CSRF }),
    responses: {
      ...KEY_FORM_ANSWERS,
      '200': CONFIRMATION,
      '303': REDIRECT(
        'Revoked: to the keys page, or to the sign-in page when it was the session\'s own key (the session ended); or no open session.',
      ),
    },
  },
  {
    operationId: 'showDashboardWebhookEndpoints', method: 'get', path: '/webhook_endpoints', tag,
    summary: 'The webhook endpoints of the session\'s mode with their latest deliveries (read-only, never a secret)',
    responses: { '200': page('The endpoints, oldest first, each with its five latest deliveries.'), ...PAGE_ANSWERS },
  },
  {
    operationId: 'createEndpointFromDashboard', method: 'post', path: '/webhook_endpoints', tag, summary: 'Create a webhook endpoint',
    description: 'Read by the API\'s DTO: `events_all`, or one checkbox per event type (`event_<type>`).',
    requestBody: form({ url: 'An https URL.', description: 'Optional.', events_all: 'Present when checked.', ...CSRF }),
    responses: {
      ...WEBHOOK_FORM_ANSWERS,
      '201': page('The endpoints, with the new one\'s signing secret, shown on this answer only.'),
    },
  },
  {
    operationId: 'showDashboardEndpointEdit', method: 'get', path: '/webhook_endpoints/:id/edit', tag,
    summary: 'The form to change a webhook endpoint', parameters: ENDPOINT_ID,
    responses: { '200': page('The form, filled in.'), '404': WEBHOOK_FORM_ANSWERS['404'], ...PAGE_ANSWERS },
  },
  {
    operationId: 'updateEndpointFromDashboard', method: 'post', path: '/webhook_endpoints/:id', tag,
    summary: 'Change a webhook endpoint\'s URL, event types, description and whether it is active', parameters: ENDPOINT_ID,
    requestBody: form({ url: 'An https URL.', description: 'Empty removes it.', enabled: 'Present when checked.', ...CSRF }),
    responses: { ...WEBHOOK_FORM_ANSWERS, '303': REDIRECT('Saved: to the endpoints page; or no open session (the sign-in page).') },
  },
  {
    operationId: 'deleteEndpointFromDashboard', method: 'post', path: '/webhook_endpoints/:id/delete', tag,
    summary: 'Remove a webhook endpoint: the first post shows a confirmation page, the confirming post (`confirmed=yes`) removes it',
    parameters: ENDPOINT_ID, requestBody: form({ confirmed: '`yes` on the confirmation page\'s post.', ...CSRF }),
    responses: {
      ...WEBHOOK_FORM_ANSWERS,
      '200': page('The confirmation page: what will be removed, "Confirmar" and "Volver".'),
      '303': REDIRECT('Removed: to the endpoints page; or no open session (the sign-in page).'),
    },
  },
  {
    operationId: 'showDashboardBankAccounts', method: 'get', path: '/bank_accounts', tag,
    summary: 'The bank accounts (live mode) as the API lists them (credentials only as hints), and a form per bank to connect one',
    responses: {
      '200': page('The accounts and the forms; a test session is told bank accounts are live mode\'s, with no form.'), ...PAGE_ANSWERS,
    },
  },
  {
    operationId: 'connectFromDashboard', method: 'post', path: '/bank_accounts', tag, summary: 'Connect a bank account',
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
  },
  {
    operationId: 'verifyFromDashboard', method: 'post', path: '/bank_accounts/:id/verify', tag, summary: 'Verify a bank account again',
    parameters: BANK_ACCOUNT_ID, requestBody: form(CSRF), responses: BANK_ACCOUNT_FORM_ANSWERS,
  },
  {
    operationId: 'disableFromDashboard', method: 'post', path: '/bank_accounts/:id/disable', tag, summary: 'Disable a bank account',
    parameters: BANK_ACCOUNT_ID, requestBody: form({ ...CONFIRMED, ...CSRF }),
    responses: { ...BANK_ACCOUNT_FORM_ANSWERS, '200': CONFIRMATION },
  },
  {
    operationId: 'showDashboardMerchant', method: 'get', path: '/merchant', tag,
    summary: 'The "Negocio" page: the merchant\'s profile (name, RIF, support contact, brand colour) and the form to change it',
    responses: { '200': page('The profile and its form; after a save (`?done=saved`) it says so.'), ...PAGE_ANSWERS },
  },
  {
    operationId: 'updateMerchantFromDashboard', method: 'post', path: '/merchant', tag, summary: 'Change the merchant\'s profile',
    description: 'The profile\'s rules, as `PATCH /api/v1/merchant`; an empty optional field removes it. Either mode\'s session may.',
    requestBody: form({
      name: 'Whom the customer pays.', legal_id: 'The RIF (optional).', support_email: 'Optional.', support_phone: 'Optional.',
      brand_color: '`#RRGGBB` (optional).', ...CSRF,
    }),
    responses: {
      ...PAGE_ANSWERS,
      '303': REDIRECT('Saved: to the "Negocio" page, which says so; or no open session (the sign-in page).'),
      '400': FORM_ANSWERS['400'],
      '403': FORM_ANSWERS['403'],
      '413': FORM_ANSWERS['413'],
      '422': page('A field its rule refuses: the form again with what was typed and a Spanish message beside it; nothing changed.'),
    },
  },
  {
    operationId: 'showDashboardPaymentLinks', method: 'get', path: '/payment_links', tag,
    summary: 'The payment links of the session\'s mode, newest first and paged as the API pages them, and a form for a new one',
    responses: { '200': page('The links and the form.'), '400': page('A page number the API refuses: said in Spanish.'), ...PAGE_ANSWERS },
  },
  {
    operationId: 'createLinkFromDashboard', method: 'post', path: '/payment_links', tag, summary: 'Create a payment link',
    requestBody: form({
      amount: 'USD as a person types it (1.234,50, 1234.50, 1234,50 or 1234).', description: 'What is sold.',
      expires_at: 'A date and time (`YYYY-MM-DDTHH:MM`) in BUSINESS_TIME_ZONE; empty: it never expires.', ...CSRF,
    }),
    responses: {
      ...LINK_FORM_ANSWERS,
      '303': REDIRECT('Created: to the new link\'s page (post/redirect/get); or no open session (the sign-in page).'),
      '422': page('The API refuses the form: the links page again, a Spanish message beside each field, what was typed kept.'),
    },
  },
  {
    operationId: 'showDashboardPaymentLink', method: 'get', path: '/payment_links/:id', tag,
    summary: 'A payment link: its address, QR code and WhatsApp text to share, its state, and its requests',
    parameters: LINK_ID,
    responses: { '200': page('The link.'), '404': LINK_FORM_ANSWERS['404'], ...PAGE_ANSWERS },
  },
  {
    operationId: 'deactivateLinkFromDashboard', method: 'post', path: '/payment_links/:id/deactivate', tag,
    summary: 'Deactivate a payment link: its page stops creating payment requests', parameters: LINK_ID,
    requestBody: form({ ...CONFIRMED, ...CSRF }), responses: { ...LINK_FORM_ANSWERS, '200': CONFIRMATION },
  },
  {
    operationId: 'activateLinkFromDashboard', method: 'post', path: '/payment_links/:id/activate', tag,
    summary: 'Activate a payment link again', parameters: LINK_ID, requestBody: form(CSRF), responses: LINK_FORM_ANSWERS,
  },
] as const satisfies readonly OpenRoute[];

export type DashboardOperation = (typeof DASHBOARD_ROUTES)[number]['operationId'];
