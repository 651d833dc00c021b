import { IsObject, IsString, Length } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ConnectBankAccountCommand } from '../../../../application/bank-accounts/connect-bank-account';
import { BankAccountChanges } from '../../../../application/bank-accounts/change-bank-account';
import { FieldProblem } from '../../../../domain/errors';
import { Owner } from '../../../../domain/mode';
import { PaymentMethod } from '../../../../domain/payment-intent';
import { invalidFields } from '../../kit/problem';
import { ParsedWith } from '../../kit/validation/parsed-with';
import { IsOmittable, PLAIN_TEXT_PATTERN, isPlainText } from '../../kit/validation/rules';
import { WIRE_METHOD_NAMES } from '../../kit/wire-methods';
import { parseMethods } from './bank-account-methods';

const MAX_CREDENTIAL_LENGTH = 512;
/** A bank's id, as long as a body may send it; whether this server connects it is the use case's to say. */
export const BANK_ID_LENGTH = { min: 1, max: 40 };

const METHODS_SCHEMA = {
  type: 'array',
  items: { type: 'string', enum: WIRE_METHOD_NAMES },
  minItems: 1,
  uniqueItems: true,
  description: 'The methods whose live checkouts this account takes, at least one, each once.',
};
const METHODS_MESSAGE = `must be a non-empty list of distinct methods among ${WIRE_METHOD_NAMES.join(', ')}`;

const CREDENTIALS_SCHEMA = {
  additionalProperties: { type: 'string' as const, maxLength: MAX_CREDENTIAL_LENGTH, pattern: PLAIN_TEXT_PATTERN },
  description: 'The bank\'s credentials by field (see the operation); each field is checked, and an unknown one is a 422 naming it.',
};

export class ConnectBankAccountBody {
  @JSONSchema({ description: 'The bank: `mercantil` or `bnc`, among those this server connects (422 on `bank` otherwise).' })
  @IsString() @Length(BANK_ID_LENGTH.min, BANK_ID_LENGTH.max)
  bank!: string;

  @ParsedWith(parseMethods, METHODS_SCHEMA, METHODS_MESSAGE)
  methods!: PaymentMethod[];

  @JSONSchema(CREDENTIALS_SCHEMA)
  @IsObject()
  credentials!: Record<string, unknown>;
}

export class UpdateBankAccountBody {
  @IsOmittable() @ParsedWith(parseMethods, METHODS_SCHEMA, METHODS_MESSAGE)
  methods?: PaymentMethod[];

  @JSONSchema({ ...CREDENTIALS_SCHEMA, description: 'Replaces the credentials whole; the account is then verified again.' })
  @IsOmittable() @IsObject()
  credentials?: Record<string, unknown>;
}

export function toConnectBankAccountCommand(body: ConnectBankAccountBody, owner: Owner): ConnectBankAccountCommand {
  return { owner, bank: body.bank, methods: body.methods, credentials: credentialsOf(body.credentials) };
}

export function toBankAccountChanges(body: UpdateBankAccountBody): BankAccountChanges {
  return { methods: body.methods, credentials: body.credentials && credentialsOf(body.credentials) };
}

/** Each credential as text, or a 422 naming every one that is not; messages never repeat a value. */
function credentialsOf(sent: Record<string, unknown>): Record<string, string> {
  const problems: FieldProblem[] = Object.entries(sent).flatMap(([field, value]) => {
    const problem = credentialProblem(value);
    return problem ? [{ field: `credentials.${field}`, ...problem }] : [];
  });
  if (problems.length > 0) throw invalidFields(problems);
  return sent as Record<string, string>;
}

/** A credential's value refused (not text, too long, not plain text), or null. */
export function credentialProblem(value: unknown): Omit<FieldProblem, 'field'> | null {
  if (typeof value !== 'string') return { reason: 'wrong_type', message: 'must be a string' };
  if (value.length > MAX_CREDENTIAL_LENGTH) return { reason: 'too_long', message: `must be at most ${MAX_CREDENTIAL_LENGTH} characters` };
  if (isPlainText(value)) return null;
  return { reason: 'invalid', message: 'must not contain control characters, bidirectional controls or unpaired surrogates' };
}
