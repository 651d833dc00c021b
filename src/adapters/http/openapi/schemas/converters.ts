import { ValidationTypes } from 'class-validator';
import { MAX_USD_AMOUNT } from '../../../../domain/money';
import { VE_MOBILE_PREFIXES } from '../../../../domain/ve-banks';
import { CONTROL_CHARACTERS } from '../../dto/rules';
import { JsonSchema } from '../types';

/** What class-validator-jsonschema hands a converter: the decorator's metadata. */
interface DecoratorMetadata {
  propertyName: string;
  constraints: unknown[];
}

/** Marks a property whose conditional validation lets `null` through (IsOptional); see finish(). */
export const NULL_SKIPS_VALIDATION = 'x-null-skips-validation';

/**
 * Upper bound of decimals in the shortest decimal form of a number (`String(n)`); JSON Schema's
 * `multipleOf: 0.01` cannot say it for binary floats. Test validators implement it as a keyword.
 */
export const MAX_DECIMAL_PLACES = 'x-max-decimal-places';

/** The character class of CONTROL_CHARACTERS, negated and anchored: text with none of them. */
export const PLAIN_TEXT_PATTERN = `^[^${CONTROL_CHARACTERS.source.slice(1, -1)}]*$`;

/** `04XXXXXXXXX`, `58…` or `+58…` with a mobile prefix in use (mirrors normalizeMobileNumber). */
const MOBILE_PATTERN = `^(?:0|\\+?58)(?:${VE_MOBILE_PREFIXES.map((prefix) => prefix.slice(1)).join('|')})\\d{7}$`;

/**
 * Converters for this service's own decorators (dto/rules.ts, dto/checkout.dto.ts), and for
 * conditional validation, whose two flavours differ on `null`: IsOptional skips it, IsOmittable
 * validates it (and so rejects it). The difference is read from the decorator's own condition.
 */
export const additionalConverters = {
  isUsdAmount: {
    type: 'number',
    exclusiveMinimum: 0,
    maximum: MAX_USD_AMOUNT,
    [MAX_DECIMAL_PLACES]: 2,
    description: `USD as a JSON number, greater than 0 and at most ${MAX_USD_AMOUNT}, whose shortest decimal form has at most 2 decimal places (\`19.99\` yes; \`1.005\`, \`0.1 + 0.2\`, \`"10.00"\` no).`,
  },
  isPlainText: {
    type: 'string',
    pattern: PLAIN_TEXT_PATTERN,
  },
  isVenezuelanMobile: {
    type: 'string',
    pattern: MOBILE_PATTERN,
    description: `A Venezuelan mobile number (prefixes ${VE_MOBILE_PREFIXES.join(', ')}): \`04XXXXXXXXX\`, or \`58\` / \`+58\` then the same 10 digits without the leading 0.`,
  },
  [ValidationTypes.CONDITIONAL_VALIDATION]: (meta: DecoratorMetadata) => {
    const condition = meta.constraints[0] as (object: object, value: unknown) => boolean;
    const validatesNull = condition({ [meta.propertyName]: null }, null);
    return validatesNull ? {} : { [NULL_SKIPS_VALIDATION]: true };
  },
} satisfies Record<string, JsonSchema | ((meta: DecoratorMetadata) => JsonSchema)>;
