import { LIVEMODE, MONEY_USD, UNIX_TIME, idSchema } from '../../kit/openapi/shared-schemas';
import {
  Wire, arrayOf, boolean, closedObject as object, component, constant, integer, orNull, schemasOf, string,
} from '../../kit/openapi/wire-schema';

export const PAYMENT_LINK = component('PaymentLink', object(
  {
    id: idSchema('paymentLink', { examples: ['plink_3kT9bX2mQ7vZ1cR5nL8pW4sD'] }),
    object: constant('payment_link'),
    livemode: LIVEMODE,
    url: string({
      format: 'uri',
      description: '`{PORTAL_URL}/payments_portal/links/<token>`: the page where each customer creates and pays a request of its own.',
    }),
    amount: MONEY_USD.ref,
    description: string({ description: 'Each request created through the link gets it, as its amount.' }),
    active: boolean({ description: 'false: the page says the link is no longer available and creates nothing.' }),
    expires_at: orNull(UNIX_TIME, { description: 'From this moment on the link creates nothing; null: it never expires.' }),
    created_at: UNIX_TIME,
    updated_at: UNIX_TIME,
  },
  'A reusable payment link: one address a merchant shares, through which each customer creates a payment request.',
));

export const PAYMENT_LINK_LIST = component('PaymentLinkList', object({
  meta: object({
    current_page: integer({ minimum: 1 }),
    limit: integer({ minimum: 1 }),
    total_pages: integer({ minimum: 0, description: 'ceil(total_objects / limit).' }),
    total_objects: integer({ minimum: 0 }),
  }),
  data: arrayOf(PAYMENT_LINK.ref, { description: 'Newest first, ties broken by id.' }),
}));

export type PaymentLinkWire = Wire<typeof PAYMENT_LINK>;
export type PaymentLinkListWire = Wire<typeof PAYMENT_LINK_LIST>;

const SCHEMAS = schemasOf(PAYMENT_LINK, PAYMENT_LINK_LIST);

export type PaymentLinkSchemaName = keyof typeof SCHEMAS;

declare module '../../kit/api-route-declaration' {
  interface ResponseSchemaRegistry extends Record<PaymentLinkSchemaName, true> {}
}

export const paymentLinkSchemas = () => SCHEMAS;
