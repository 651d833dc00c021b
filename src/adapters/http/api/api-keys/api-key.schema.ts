import { MODES, MAX_ACTIVE_KEYS_PER_MODE } from '../../../../domain/api-key';
import { UNIX_TIME, idSchema } from '../../kit/openapi/shared-schemas';
import {
  Wire, arrayOf, closedObject as object, component, integer, oneOfValues, orNull, schemasOf, string,
} from '../../kit/openapi/wire-schema';

const unixOrNull = (description: string) => orNull(integer(), { description: `${description} Unix time in seconds.` });

const KEY_FIELDS = {
  id: idSchema('apiKey', { examples: ['key_7Hq2LmX9vB4nR1kT8sW3cZpD'] }),
  mode: oneOfValues(MODES, { description: 'A test key pays through the sandbox only; a live key through the banks.' }),
  redacted: string({
    pattern: '^sk_(test|live)_…([A-Za-z0-9]{4})?$',
    description: 'The key\'s prefix and last four characters; only the prefix for a key issued before they were kept, until its first use.',
    examples: ['sk_live_…a1B2'],
  }),
  created_at: UNIX_TIME,
  last_used_at: unixOrNull('The minute of the latest request made with the key (to the minute); null if never used.'),
  expires_at: unixOrNull('When a rolled key stops working; null for a key that works until revoked or rolled.'),
};

const SECRET = string({
  pattern: '^sk_(test|live)_[A-Za-z0-9]+$',
  description: 'The secret key itself. Shown only here, never again; only its hash is stored.',
  examples: ['sk_live_5Hq2LmX9vB4nR1kT8sW3cZpDaF7gJ0eYqW2xN6uV'],
});

/** The answers of api-keys.routes.ts: what api-key.presenter.ts returns. */
const API_KEY = component('ApiKey', object(KEY_FIELDS, 'A secret key of this merchant, never its secret.'));
const API_KEY_WITH_SECRET = component(
  'ApiKeyWithSecret',
  object({ ...KEY_FIELDS, secret: SECRET }, 'A new key with its secret: the answer of a roll only.'),
);
const API_KEY_LIST = component('ApiKeyList', object(
  {
    data: arrayOf(API_KEY.ref, {
      maxItems: MAX_ACTIVE_KEYS_PER_MODE,
      description: 'The keys of the caller\'s mode that still work, newest first.',
    }),
  },
  'This merchant\'s working keys in the mode of the key making the request.',
));

export type ApiKeyWire = Wire<typeof API_KEY>;
export type ApiKeyWithSecretWire = Wire<typeof API_KEY_WITH_SECRET>;
export type ApiKeyListWire = Wire<typeof API_KEY_LIST>;

const SCHEMAS = schemasOf(API_KEY, API_KEY_WITH_SECRET, API_KEY_LIST);

export type ApiKeySchemaName = keyof typeof SCHEMAS;

declare module '../../kit/api-route-declaration' {
  interface ResponseSchemaRegistry extends Record<ApiKeySchemaName, true> {}
}

export const apiKeySchemas = () => SCHEMAS;
