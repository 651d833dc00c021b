import { ChangeBankAccount } from '../../../../application/bank-accounts/change-bank-account';
import { ConnectBankAccount } from '../../../../application/bank-accounts/connect-bank-account';
import { ReadBankAccounts } from '../../../../application/bank-accounts/read-bank-accounts';
import { ErrorCode } from '../../kit/error-codes';
import { declareRoute } from '../../kit/api-route-declaration';
import { GET_BODY } from '../payment-requests/payment-requests.routes';
import { ConnectBankAccountBody, UpdateBankAccountBody } from './bank-account.dto';
import {
  connectBankAccount, disableBankAccount, getBankAccount, listBankAccounts, updateBankAccount, verifyBankAccount,
} from './bank-accounts.handlers';

const tag = 'Bank accounts';
const ID = { id: { description: 'The bank account id (`ba_…`). Another merchant\'s, or an id of another shape, is simply not found.' } };
const CHECKED_AGAIN = 'checked again as at connect (`verified` or `failed`; a method another verified account takes is a 422).';
/** What a change of an account can answer: PATCH and verify check it again, with its sealed credentials. */
const CHANGE_ERRORS: ErrorCode[] = [
  'not_found', 'validation_error', 'live_mode_required', 'method_already_routed', 'bank_account_disabled', 'bank_credentials_key_missing',
];

const CONNECT_DESCRIPTION =
  'Connects the merchant\'s own account at a bank: live checkouts of its `methods` are paid into it. Credentials: Mercantil ' +
  '`client_id`, `secret_key`, `integrator_id`, `merchant_id`, `terminal_id`, `merchant_phone`, `merchant_id_document` (with `p2p`); ' +
  'BNC `client_guid`, `master_key`, `terminal`, `account_number`, `merchant_phone`, `merchant_id_document`. They are sealed at rest ' +
  'and only hinted at in answers; one missing, unknown or malformed is a 422 naming `credentials.<field>`. They are checked with the ' +
  'bank by a call that moves no money: `verified`, or `failed` with a `failure_code` (not an error: PATCH or verify again). A method ' +
  'another verified account of the merchant takes is a 422 `method_already_routed`.';

const MERCANTIL = {
  bank: 'mercantil',
  methods: ['c2p', 'p2p'],
  credentials: {
    client_id: 'your-client-id', secret_key: 'YOUR-SECRET-KEY', integrator_id: '31', merchant_id: '200284', terminal_id: '1',
    merchant_phone: '04142591177', merchant_id_document: 'J-123456789',
  },
};

export const BANK_ACCOUNT_ROUTES = [
  declareRoute({
    operationId: 'listBankAccounts', method: 'get', path: '/bank_accounts', tag,
    summary: 'List bank accounts',
    description: `Every bank account of this merchant, oldest first, disabled ones included. ${GET_BODY}`,
    success: { status: 200, description: 'The accounts.', schema: 'BankAccountList' },
    errors: ['live_mode_required'],
    uses: { read: ReadBankAccounts },
    handle: listBankAccounts,
  }),
  declareRoute({
    operationId: 'connectBankAccount', method: 'post', path: '/bank_accounts', tag,
    summary: 'Connect a bank account',
    description: CONNECT_DESCRIPTION,
    body: { dto: ConnectBankAccountBody, examples: { mercantil: { summary: 'Mercantil, C2P and Pago Móvil', value: MERCANTIL } } },
    success: { status: 201, description: 'The account, `verified` or `failed`.', schema: 'BankAccount' },
    errors: ['validation_error', 'live_mode_required', 'method_already_routed', 'bank_credentials_key_missing'],
    uses: { connect: ConnectBankAccount },
    handle: connectBankAccount,
  }),
  declareRoute({
    operationId: 'getBankAccount', method: 'get', path: '/bank_accounts/:id', tag, pathParameters: ID,
    summary: 'Read a bank account',
    description: GET_BODY,
    success: { status: 200, description: 'The account.', schema: 'BankAccount' },
    errors: ['not_found', 'live_mode_required'],
    uses: { read: ReadBankAccounts },
    handle: getBankAccount,
  }),
  declareRoute({
    operationId: 'updateBankAccount', method: 'patch', path: '/bank_accounts/:id', tag, pathParameters: ID,
    summary: 'Update a bank account',
    description: `Changes the methods, the credentials (replaced whole), or both; ${CHECKED_AGAIN} A disabled account is a 422.`,
    body: {
      dto: UpdateBankAccountBody, requireOneOf: ['methods', 'credentials'],
      examples: { c2p: { summary: 'C2P only', value: { methods: ['c2p'] } } },
    },
    success: { status: 200, description: 'The account.', schema: 'BankAccount' },
    errors: CHANGE_ERRORS,
    uses: { change: ChangeBankAccount },
    handle: updateBankAccount,
  }),
  declareRoute({
    operationId: 'verifyBankAccount', method: 'post', path: '/bank_accounts/:id/verify', tag, pathParameters: ID,
    summary: 'Verify a bank account again',
    description: `The stored credentials, ${CHECKED_AGAIN} A disabled account is a 422. No body, or \`{}\`.`,
    emptyBody: true,
    success: { status: 200, description: 'The account, `verified` or `failed`.', schema: 'BankAccount' },
    errors: CHANGE_ERRORS,
    uses: { change: ChangeBankAccount },
    handle: verifyBankAccount,
  }),
  declareRoute({
    operationId: 'disableBankAccount', method: 'post', path: '/bank_accounts/:id/disable', tag, pathParameters: ID,
    summary: 'Disable a bank account',
    description:
      'The account takes no new checkout from now on; what is in flight still settles through it. It is never undone (connect another): ' +
      'a disabled account is a 422. No body, or `{}`.',
    emptyBody: true,
    success: { status: 200, description: 'The account, `disabled`.', schema: 'BankAccount' },
    errors: ['not_found', 'validation_error', 'live_mode_required', 'bank_account_disabled'],
    uses: { change: ChangeBankAccount },
    handle: disableBankAccount,
  }),
];
