import { CARD_NUMBER_PATTERN, EXPIRY_PATTERN } from '../../../../domain/card';
import { MAX_USD_AMOUNT } from '../../../../domain/money';
import { NATIONAL_ID_PATTERN } from '../../../../domain/payer';
import { RETURN_URL_MAX_LENGTH, RETURN_URL_PATTERN } from '../../../../domain/return-url';
import { VE_BANKS, VE_MOBILE_PREFIXES } from '../../../../domain/ve-banks';
import { FieldSchema } from './parsed-with';

/**
 * Upper bound of decimals in the shortest decimal form of a number (`String(n)`); JSON Schema's
 * `multipleOf: 0.01` cannot say it for binary floats. Validators of the document implement it as a keyword.
 */
export const MAX_DECIMAL_PLACES = 'x-max-decimal-places';

/** What the OpenAPI document says each parsed field accepts, as sent on the wire. */
export const FIELD_SCHEMAS = {
  usdAmount: {
    type: 'number',
    exclusiveMinimum: 0,
    maximum: MAX_USD_AMOUNT,
    [MAX_DECIMAL_PLACES]: 2,
    description: `USD as a JSON number, greater than 0 and at most ${MAX_USD_AMOUNT}, whose shortest decimal form has at most 2 decimal ` +
      `places (\`19.99\` yes; \`1.005\`, \`0.1 + 0.2\`, \`"10.00"\` no).`,
  },
  mobilePhone: {
    type: 'string',
    pattern: `^(?:0|\\+?58)(?:${VE_MOBILE_PREFIXES.map((prefix) => prefix.slice(1)).join('|')})\\d{7}$`,
    description: `A Venezuelan mobile number (prefixes ${VE_MOBILE_PREFIXES.join(', ')}): ` +
      `\`04XXXXXXXXX\`, or \`58\` / \`+58\` then the same 10 digits without the leading 0.`,
  },
  nationalId: { type: 'string', pattern: NATIONAL_ID_PATTERN.source },
  returnUrl: {
    type: 'string',
    maxLength: RETURN_URL_MAX_LENGTH,
    pattern: RETURN_URL_PATTERN,
    description: `An absolute \`https\` URL in visible ASCII (punycode hosts), at most ${RETURN_URL_MAX_LENGTH} characters, ` +
      `without credentials; kept normalized.`,
  },
  bankCode: { type: 'string', enum: Object.keys(VE_BANKS) },
  cardNumber: { type: 'string', pattern: CARD_NUMBER_PATTERN.source },
  cardExpiry: { type: 'string', pattern: EXPIRY_PATTERN.source },
} satisfies Record<string, FieldSchema>;
