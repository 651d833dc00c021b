import { ValidationTypes } from 'class-validator';
import { PARSED_WITH } from '../../validation/parsed-with';
import { PLAIN_TEXT_PATTERN } from '../../validation/rules';
import { JsonSchema } from '../types';

/** What class-validator-jsonschema hands a converter: the decorator's metadata. */
interface DecoratorMetadata {
  propertyName: string;
  constraints: unknown[];
}

/** Marks a property whose conditional validation lets `null` through (IsOptional); see nullableWhenSkipped(). */
export const NULL_SKIPS_VALIDATION = 'x-null-skips-validation';

/**
 * Converters for this service's own decorators (dto/rules.ts, dto/checkout.dto.ts), and for
 * conditional validation, whose two flavours differ on `null`: IsOptional skips it, IsOmittable
 * validates it (and so rejects it). The difference is read from the decorator's own condition.
 */
export const additionalConverters = {
  [PARSED_WITH]: (meta: DecoratorMetadata) => meta.constraints[0] as JsonSchema,
  isPlainText: { type: 'string', pattern: PLAIN_TEXT_PATTERN },
  [ValidationTypes.CONDITIONAL_VALIDATION]: (meta: DecoratorMetadata) => {
    const condition = meta.constraints[0] as (object: object, value: unknown) => boolean;
    const validatesNull = condition({ [meta.propertyName]: null }, null);
    return validatesNull ? {} : { [NULL_SKIPS_VALIDATION]: true };
  },
} satisfies Record<string, JsonSchema | ((meta: DecoratorMetadata) => JsonSchema)>;
