import { GetMerchantProfile } from '../../../application/merchants/get-merchant-profile';
import { UpdateMerchantProfile } from '../../../application/merchants/update-merchant-profile';
import { page } from '../kit/openapi/responses';
import { declarePage } from './dashboard-page';
import { CSRF, FORM_ANSWERS, PAGE_ANSWERS, REDIRECT, form } from './page-answers';
import { showProfile, updateProfileHandler } from './profile.handlers';

/** The "Negocio" page: the merchant's profile, one for both modes. */
export const PROFILE_PAGES = [
  declarePage({
    operationId: 'showDashboardMerchant', method: 'get', path: '/merchant',
    summary: 'The "Negocio" page: the merchant\'s profile (name, RIF, support contact, brand colour) and the form to change it',
    responses: { '200': page('The profile and its form; after a save (`?done=saved`) it says so.'), ...PAGE_ANSWERS },
    access: 'session', uses: { getProfile: GetMerchantProfile }, handler: showProfile,
  }),
  declarePage({
    operationId: 'updateMerchantFromDashboard', method: 'post', path: '/merchant', summary: 'Change the merchant\'s profile',
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
    access: 'session_form', uses: { getProfile: GetMerchantProfile, updateProfile: UpdateMerchantProfile }, handler: updateProfileHandler,
  }),
];
