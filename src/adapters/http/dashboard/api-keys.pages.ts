import { ListApiKeys } from '../../../application/api-keys/list-api-keys';
import { RevokeApiKey } from '../../../application/api-keys/revoke-api-key';
import { RollApiKey } from '../../../application/api-keys/roll-api-key';
import { page } from '../kit/openapi/responses';
import { revokeApiKeyHandler, rollApiKeyHandler, showApiKeys } from './api-keys.handlers';
import { declarePage } from './dashboard-page';
import {
  CONFIRMATION, CONFIRMED, CSRF, FEATURE_FORM_ANSWERS, PAGE_ANSWERS, REDIRECT, SESSION_COOKIE, form, idParameter,
} from './page-answers';

const KEY_ID = idParameter('The API key\'s id (`key_…`).');
/** A key's form: the API's refusals, said in Spanish, on the keys page; nothing changed. */
const KEY_FORM_ANSWERS = {
  ...FEATURE_FORM_ANSWERS,
  '404': page('No working key of this merchant in this mode has this id (the API\'s message); nothing changed.'),
};

export const API_KEY_PAGES = [
  declarePage({
    operationId: 'showDashboardApiKeys', method: 'get', path: '/api_keys',
    summary: 'The API keys of the session\'s mode, as the API lists them (never a secret)',
    responses: { '200': page('The keys, with forms to roll and revoke each.'), ...PAGE_ANSWERS },
    access: 'session', uses: { listKeys: ListApiKeys }, handler: showApiKeys,
  }),
  declarePage({
    operationId: 'rollFromDashboard', method: 'post', path: '/api_keys/:id/roll',
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
    access: 'session_form', uses: { listKeys: ListApiKeys, rollKey: RollApiKey }, handler: rollApiKeyHandler,
  }),
  declarePage({
    operationId: 'revokeFromDashboard', method: 'post', path: '/api_keys/:id/revoke',
    summary: 'Revoke an API key; revoking the session\'s own key ends the session',
    parameters: KEY_ID, requestBody: form({ ...CONFIRMED, ...CSRF }),
    responses: {
      ...KEY_FORM_ANSWERS,
      '200': CONFIRMATION,
      '303': REDIRECT(
        'Revoked: to the keys page, or to the sign-in page when it was the session\'s own key (the session ended); or no open session.',
      ),
    },
    access: 'session_form', uses: { listKeys: ListApiKeys, revokeKey: RevokeApiKey }, handler: revokeApiKeyHandler,
  }),
];
