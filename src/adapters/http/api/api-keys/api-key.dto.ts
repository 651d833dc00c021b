import { IsInt, Max, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { DEFAULT_ROLL_EXPIRY_HOURS, MAX_ROLL_EXPIRY_HOURS } from '../../../../domain/api-key';
import { IsOmittable } from '../../kit/validation/rules';

const HOURS_MESSAGE = { message: `must be a whole number of hours from 0 to ${MAX_ROLL_EXPIRY_HOURS}` };

export class RollApiKeyBody {
  @JSONSchema({ description: `How long the old key keeps working, in hours; 0 stops it at once. Left out: ${DEFAULT_ROLL_EXPIRY_HOURS}.` })
  @IsOmittable() @Max(MAX_ROLL_EXPIRY_HOURS, HOURS_MESSAGE) @Min(0, HOURS_MESSAGE) @IsInt(HOURS_MESSAGE)
  expires_in_hours?: number;
}
