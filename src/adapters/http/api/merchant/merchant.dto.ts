import { IsOptional } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import {
  BRAND_COLOR_PATTERN, BrandColor, LegalId, MAX_MERCHANT_NAME_LENGTH, MAX_SUPPORT_EMAIL_LENGTH, MerchantName, ProfileChanges,
  SupportEmail, SupportPhone, parseBrandColor, parseLegalId, parseMerchantName, parseSupportEmail, parseSupportPhone,
} from '../../../../domain/merchant-profile-rules';
import { FieldSchema, ParsedWith } from '../../kit/validation/parsed-with';
import { IsOmittable } from '../../kit/validation/rules';

/** Characters no name may hold: controls (a name is one line) and bidirectional controls. */
const NOT_IN_A_NAME = '\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';
const NAME_CHARACTER = `[^${NOT_IN_A_NAME}]`;

/** What the document says each member accepts; the domain's parsers are the rules (the request agreement test holds them together). */
export const MERCHANT_FIELD_SCHEMAS = {
  name: {
    type: 'string', minLength: 1, maxLength: MAX_MERCHANT_NAME_LENGTH,
    pattern: `^${NAME_CHARACTER}*[^\\s${NOT_IN_A_NAME}]${NAME_CHARACTER}*$`,
    description: `Whom the customer pays: 1 to ${MAX_MERCHANT_NAME_LENGTH} characters on one line, spaces around it trimmed.`,
  },
  legalId: {
    type: 'string', pattern: '^[VEJPGvejpg]-?\\d{8}-?\\d$',
    description: 'The RIF: V, E, J, P or G, 8 digits and the check digit that fits them (SENIAT\'s rule), hyphens optional; ' +
      'stored as `J-12345678-4`. A wrong check digit is a 422. Null removes it.',
  },
  supportEmail: {
    type: 'string', format: 'email', maxLength: MAX_SUPPORT_EMAIL_LENGTH,
    description: 'Where customers write for help. Null removes it.',
  },
  supportPhone: {
    type: 'string', pattern: '^\\+?[0-9 ().-]+$',
    description: 'A Venezuelan mobile (0412, 0414, 0416, 0422, 0424, 0426) or landline (02XX) number, `0…`, `58…` or `+58…`, ' +
      'spaces, hyphens, dots and parentheses allowed; stored as 11 digits, `04141234567`. Null removes it.',
  },
  brandColor: {
    type: 'string', pattern: BRAND_COLOR_PATTERN.source,
    description: 'The colour of the hosted page\'s accents, `#RRGGBB`; stored upper-case. Null: the service\'s own colour.',
  },
} satisfies Record<keyof ProfileChanges, FieldSchema>;

/** An optional member: parsed by its rule, null clears it. */
function Clearable<T>(parse: (raw: unknown) => T | null, schema: FieldSchema, message: string): PropertyDecorator {
  return (target, property) => {
    ParsedWith(parse, schema, `${message}, or null`, undefined, true)(target, property);
    IsOptional()(target, property);
  };
}

export class UpdateMerchantBody {
  @IsOmittable()
  @ParsedWith(parseMerchantName, MERCHANT_FIELD_SCHEMAS.name, `must be a string of 1 to ${MAX_MERCHANT_NAME_LENGTH} characters on one line`)
  name?: MerchantName;

  @JSONSchema({ description: MERCHANT_FIELD_SCHEMAS.legalId.description })
  @Clearable(parseLegalId, MERCHANT_FIELD_SCHEMAS.legalId, 'must be a RIF with its check digit, such as J-12345678-4')
  legal_id?: LegalId | null;

  @Clearable(parseSupportEmail, MERCHANT_FIELD_SCHEMAS.supportEmail, 'must be an e-mail address')
  support_email?: SupportEmail | null;

  @Clearable(parseSupportPhone, MERCHANT_FIELD_SCHEMAS.supportPhone, 'must be a Venezuelan mobile or landline number')
  support_phone?: SupportPhone | null;

  @Clearable(parseBrandColor, MERCHANT_FIELD_SCHEMAS.brandColor, 'must be a colour written #RRGGBB')
  brand_color?: BrandColor | null;
}

/** A validated body as the profile's changes: a member left out stays. */
export function toProfileChanges(body: UpdateMerchantBody): ProfileChanges {
  return {
    name: body.name, legalId: body.legal_id, supportEmail: body.support_email, supportPhone: body.support_phone,
    brandColor: body.brand_color,
  };
}
