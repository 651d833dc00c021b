import { page, text } from '../kit/openapi/responses';
import { JsonSchema } from '../kit/openapi/types';

/** What the dashboard's pages share in the OpenAPI document: the session's cookie, redirects, forms and the answers every page gives. */

export const SESSION_COOKIE = {
  description: 'The dashboard\'s session: `dashboard_session`, HttpOnly, SameSite=Strict (Secure with an https PORTAL_URL), ' +
    'naming a server-side session of at most 12 hours.',
  schema: { type: 'string' },
};
export const REDIRECT = (where: string) =>
  text(where, ['text/html', 'text/plain'], {
    Location: { required: true, description: 'Where to go.', schema: { type: 'string' } },
    'Set-Cookie': SESSION_COOKIE,
  });
/** Every page answers these too: signed out (to the sign-in page), and the failures every page shares. */
export const PAGE_ANSWERS = {
  '303': REDIRECT('No open session (never signed in, signed out on any instance, expired, or its key revoked): to the sign-in page.'),
  '500': page('An unexpected error; it was logged.'),
  '503': page('The database cannot be reached; nothing was changed.'),
};
/**
 * A form post: refused unless from this site with the session's CSRF token; a refusal of the API's rules is the form again with its
 * message.
 */
export const FORM_ANSWERS = {
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
/** A form whose refusals are said on its feature's page (keys, bank accounts, webhooks, links); nothing changed. */
export const FEATURE_FORM_ANSWERS = {
  ...PAGE_ANSWERS,
  '303': REDIRECT('No open session: to the sign-in page.'),
  '400': page('The form could not be read; nothing changed.'),
  '403': FORM_ANSWERS['403'],
  '413': FORM_ANSWERS['413'],
};

/** A form's fields, each a string described. */
export const form = (fields: Record<string, string>): JsonSchema => ({
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
export const CSRF = { csrf_token: 'The token the page\'s form carries.' };
export const CONFIRMED = { confirmed: '`yes` on the confirmation page\'s post: only that post acts.' };
export const CONFIRMATION = page('The confirmation page: exactly what will happen, "Confirmar" (this post again, confirmed) and "Volver".');

/** The path's `:id`, described. */
export const idParameter = (description: string) => [{ name: 'id', in: 'path', required: true, description, schema: { type: 'string' } }];
