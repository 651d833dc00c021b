import { idSchema } from '../../kit/openapi/shared-schemas';
import { Wire, closedObject as object, component, constant, orNull, schemasOf, string } from '../../kit/openapi/wire-schema';
import { MERCHANT_FIELD_SCHEMAS } from './merchant.dto';

/** The answer of merchant.routes.ts: what merchant.presenter.ts returns. */
const MERCHANT = component('Merchant', object(
  {
    id: idSchema('merchant', { examples: ['mer_4f8Qm2ZkT7bX9cV1nL3pR5sD'] }),
    object: constant('merchant'),
    name: string({ description: 'Whom the customer pays: the hosted page and the dashboard show it.', examples: ['Panadería Ávila'] }),
    legal_id: orNull(string({ pattern: '^[VEJPG]-\\d{8}-\\d$' }), { description: 'The RIF, `J-12345678-4`; null when not given.' }),
    support_email: orNull(string({ format: 'email' }), { description: 'Shown to customers on the hosted page; null when not given.' }),
    support_phone: orNull(string({ pattern: '^0[24]\\d{9}$' }), {
      description: 'Shown to customers on the hosted page, 11 digits (`04141234567`); null when not given.',
    }),
    brand_color: orNull(string({ pattern: '^#[0-9A-F]{6}$' }), { description: MERCHANT_FIELD_SCHEMAS.brandColor.description }),
  },
  'The merchant\'s profile: one per merchant, the same whichever mode\'s key reads or changes it.',
));

export type MerchantWire = Wire<typeof MERCHANT>;

const SCHEMAS = schemasOf(MERCHANT);

export type MerchantSchemaName = keyof typeof SCHEMAS;

declare module '../../kit/api-route-declaration' {
  interface ResponseSchemaRegistry extends Record<MerchantSchemaName, true> {}
}

export const merchantSchemas = () => SCHEMAS;
