import { BANK_ACCOUNT_FAILURES, BANK_ACCOUNT_STATUSES } from '../../../../../domain/bank-account';
import { WIRE_METHOD_NAMES } from '../../../api/bank-accounts/bank-account-methods';
import { JsonSchema, UNIX_TIME, closedObject as object, idSchema, ref } from '../types';

/** The bank account of bank-accounts/bank-account.presenter.ts, member for member. */
const SCHEMAS = {
  BankAccount: object(
    {
      id: idSchema('bankAccount', { examples: ['ba_7Hq2LmX9vB4nR1kT8sW3cZpD'] }),
      object: { type: 'string', const: 'bank_account' },
      livemode: { type: 'boolean', const: true, description: 'Always true: bank accounts are live mode\'s.' },
      bank: { type: 'string', description: '`mercantil` or `bnc`.' },
      methods: { type: 'array', items: { type: 'string', enum: WIRE_METHOD_NAMES }, description: 'Whose live checkouts it takes.' },
      status: { type: 'string', enum: [...BANK_ACCOUNT_STATUSES], description: 'Only a `verified` account takes checkouts.' },
      failure_code: {
        type: ['string', 'null'], enum: [...BANK_ACCOUNT_FAILURES, null],
        description: 'Why the last check failed: the bank refused the credentials, or did not answer. Null unless `failed`.',
      },
      receiving_account: { oneOf: [ref('BankReceivingAccount'), { type: 'null' }], description: 'Null unless `methods` include `p2p`.' },
      credentials: {
        type: 'object', additionalProperties: { type: 'string', pattern: '^…' },
        description: 'Each credential\'s last characters, by field: never more of it.', examples: [{ secret_key: '…AA30' }],
      },
      verified_at: { type: ['integer', 'null'], description: 'The last successful check. Unix time in seconds; null if never.' },
      created_at: UNIX_TIME,
      updated_at: UNIX_TIME,
    },
    'The merchant\'s own account at a bank: live checkouts of its methods are paid into it.',
  ),
  BankReceivingAccount: object({
    bank_code: { type: 'string', examples: ['0105'] },
    phone_number: { type: 'string', examples: ['04142591177'] },
    national_id: { type: 'string', examples: ['J-123456789'] },
    account_number_last4: { type: ['string', 'null'], description: 'Null when the bank needs no account number.' },
  }, 'Where payers of a reported Pago Móvil transfer send the money.'),
  BankAccountList: object({ data: { type: 'array', items: ref('BankAccount'), description: 'Oldest first.' } }),
} satisfies Record<string, JsonSchema>;

export type BankAccountSchemaName = keyof typeof SCHEMAS;

export const bankAccountSchemas = (): Record<string, JsonSchema> => SCHEMAS;
