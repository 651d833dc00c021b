import { page } from '../kit/openapi/responses';
import { declarePage } from './dashboard-page';
import { CSRF, FORM_ANSWERS, PAGE_ANSWERS, REDIRECT, SESSION_COOKIE, form } from './page-answers';
import { showSignIn, signInHandler, signOutHandler } from './sign-in.handlers';
import { DASHBOARD_SIGN_IN_STORE } from './sign-in-limit';

export const SIGN_IN_PAGES = [
  declarePage({
    operationId: 'showDashboardSignIn', method: 'get', path: '/sign_in', summary: 'The dashboard\'s sign-in page',
    responses: { '200': page('A form for a secret key.', { 'Set-Cookie': SESSION_COOKIE }), ...PAGE_ANSWERS },
    access: 'open', uses: {}, handler: showSignIn,
  }),
  declarePage({
    operationId: 'signInToDashboard', method: 'post', path: '/sign_in', summary: 'Sign in with a secret key',
    description: 'Opens a session of the key\'s merchant and mode. Wrong keys are limited per client address, like the API\'s.',
    requestBody: form({ secret_key: 'A secret key, sk_test_… or sk_live_….', ...CSRF }),
    responses: {
      ...FORM_ANSWERS,
      '303': REDIRECT('Signed in: to the summary.'),
      '401': page('The key is not one of an active key: the form again.'),
      '429': page('Too many wrong keys from this address.', { 'Retry-After': { schema: { type: 'integer' } } }),
    },
    access: 'open_form', uses: { wrongKeys: DASHBOARD_SIGN_IN_STORE }, handler: signInHandler,
  }),
  declarePage({
    operationId: 'signOutOfDashboard', method: 'post', path: '/sign_out', summary: 'Sign out',
    description: 'Ends the session on every instance.', requestBody: form(CSRF), responses: FORM_ANSWERS,
    access: 'session_form', uses: {}, handler: signOutHandler,
  }),
];
