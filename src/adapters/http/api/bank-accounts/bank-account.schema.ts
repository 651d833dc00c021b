import { BANK_ACCOUNT_FAILURES, BANK_ACCOUNT_STATUSES } from '../../../../domain/bank-account';
import { UNIX_TIME, idSchema } from '../../kit/openapi/shared-schemas';
import {
  Wire, arrayOf, boolean, closedObject as object, component, constant, integer, oneOfValues, orNull, recordOf, schemasOf, string,
} from '../../kit/openapi/wire-schema';
import { WIRE_METHOD_NAMES } from '../../kit/wire-methods';

const RECEIVING_ACCOUNT = component('BankReceivingAccount', object({
  bank_code: string({ examples: ['0105'] }),
  phone_number: string({ examples: ['04142591177'] }),
  national_id: string({ examples: ['J-123456789'] }),
  account_number_last4: orNull(string(), { description: 'Null when the bank needs no account number.' }),
}, 'Where payers of a reported Pago Móvil transfer send the money.'));

/** A bank account: what bank-account.presenter.ts returns. */
const BANK_ACCOUNT = component('BankAccount', object(
  {
    id: idSchema('bankAccount', { examples: ['ba_7Hq2LmX9vB4nR1kT8sW3cZpD'] }),
    object: constant('bank_account'),
    livemode: constant(true, { description: 'Always true: bank accounts are live mode\'s.' }),
    bank: string({ description: '`mercantil`, `bnc` or `bdv`.' }),
    methods: arrayOf(oneOfValues(WIRE_METHOD_NAMES), { description: 'Whose live checkouts it takes.' }),
    status: oneOfValues(BANK_ACCOUNT_STATUSES, { description: 'Only a `verified` account takes checkouts.' }),
    failure_code: orNull(oneOfValues(BANK_ACCOUNT_FAILURES), {
      description: 'Why the last check failed: the bank refused the credentials, or did not answer. Null unless `failed`.',
    }),
    receiving_account: orNull(RECEIVING_ACCOUNT.ref, { description: 'Null unless `methods` include `p2p`.' }),
    credentials: recordOf(string({ pattern: '^…' }), {
      description: 'Each credential\'s last characters, by field: never more of it.', examples: [{ secret_key: '…AA30' }],
    }),
    c2p_key_checked: boolean({
      description: 'The bank has answered a C2P charge made with the current credentials (approved or declined). A bank whose C2P ' +
        'key no harmless call can check (`bdv`) proves it only so; a charge refused for that key makes the account `failed` ' +
        '`bank_credentials_refused` and this false. False again after new credentials.',
    }),
    verified_at: orNull(integer(), { description: 'The last successful check. Unix time in seconds; null if never.' }),
    created_at: UNIX_TIME,
    updated_at: UNIX_TIME,
  },
  'The merchant\'s own account at a bank: live checkouts of its methods are paid into it.',
));

const BANK_ACCOUNT_LIST = component('BankAccountList', object({ data: arrayOf(BANK_ACCOUNT.ref, { description: 'Oldest first.' }) }));

export type BankAccountWire = Wire<typeof BANK_ACCOUNT>;
export type BankAccountListWire = Wire<typeof BANK_ACCOUNT_LIST>;

// BankAccount before BankReceivingAccount: the document's order.
const SCHEMAS = schemasOf(BANK_ACCOUNT, RECEIVING_ACCOUNT, BANK_ACCOUNT_LIST);

export type BankAccountSchemaName = keyof typeof SCHEMAS;

declare module '../../kit/api-route-declaration' {
  interface ResponseSchemaRegistry extends Record<BankAccountSchemaName, true> {}
}

export const bankAccountSchemas = () => SCHEMAS;
