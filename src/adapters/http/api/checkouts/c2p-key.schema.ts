import { Wire, closedObject as object, component, constant, integer, schemasOf } from '../../kit/openapi/wire-schema';

/** The answer of c2p-key.routes.ts: the bank took the order and sends the payer the key. */
const C2P_KEY_REQUEST = component('C2pKeyRequest', object(
  {
    object: constant('c2p_key_request'),
    sent: constant(true, { description: 'The bank took the order: it sends the payer the key by SMS.' }),
    expires_in: integer({
      minimum: 1,
      description: 'Seconds the key is good for, as the bank says (about 300): after that the payer needs a new one.',
      examples: [300],
    }),
  },
  'A C2P key the bank sends the payer. The key itself never passes through this service: the payer types it into the C2P checkout.',
));

export type C2pKeyRequestWire = Wire<typeof C2P_KEY_REQUEST>;

const SCHEMAS = schemasOf(C2P_KEY_REQUEST);

export type C2pKeySchemaName = keyof typeof SCHEMAS;

declare module '../../kit/api-route-declaration' {
  interface ResponseSchemaRegistry extends Record<C2pKeySchemaName, true> {}
}

export const c2pKeySchemas = () => SCHEMAS;

