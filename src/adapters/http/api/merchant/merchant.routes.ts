import { GetMerchantProfile } from '../../../../application/merchants/get-merchant-profile';
import { UpdateMerchantProfile } from '../../../../application/merchants/update-merchant-profile';
import { declareRoute } from '../../kit/api-route-declaration';
import { GET_BODY } from '../payment-requests/payment-requests.routes';
import { UpdateMerchantBody } from './merchant.dto';
import { getMerchant, updateMerchant } from './merchant.handlers';

const tag = 'Merchant';
const EITHER_MODE = 'The profile is the merchant\'s, not a mode\'s: a test key and a live key read and change the same one.';

export const MERCHANT_ROUTES = [
  declareRoute({
    operationId: 'getMerchant', method: 'get', path: '/merchant', tag,
    summary: 'Read the merchant\'s profile',
    description: `The name, RIF, support contact and brand colour the hosted page shows. ${EITHER_MODE} ${GET_BODY}`,
    success: { status: 200, description: 'The profile.', schema: 'Merchant' },
    errors: [],
    uses: { get: GetMerchantProfile },
    handle: getMerchant,
  }),
  declareRoute({
    operationId: 'updateMerchant', method: 'patch', path: '/merchant', tag,
    summary: 'Change the merchant\'s profile',
    description:
      'Changes any of `name`, `legal_id`, `support_email`, `support_phone` and `brand_color`; members left out stay as they are, ' +
      'null removes an optional one (`name` cannot be null). A member of the wrong type, a value its rule refuses, or a member ' +
      `not listed is a 422 \`validation_error\` naming each, and nothing changes. ${EITHER_MODE} The dashboard's header may show ` +
      'the former name for up to `AUTH_CACHE_SECONDS`; this answer and every later read show the new one.',
    body: {
      dto: UpdateMerchantBody,
      requireOneOf: ['name', 'legal_id', 'support_email', 'support_phone', 'brand_color'],
      examples: {
        contact: {
          summary: 'Name and support contact',
          value: {
            name: 'Panadería Ávila', legal_id: 'J-12345678-4', support_email: 'ayuda@panaderia.example', support_phone: '0414-1234567',
          },
        },
        color: { summary: 'Remove the brand colour', value: { brand_color: null } },
      },
    },
    success: { status: 200, description: 'The profile as changed.', schema: 'Merchant' },
    errors: ['validation_error'],
    uses: { update: UpdateMerchantProfile },
    handle: updateMerchant,
  }),
];
