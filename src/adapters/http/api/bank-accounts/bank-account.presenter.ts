import { BankAccount, ReceivingAccountDetails } from '../../../../domain/bank-account';
import { wireMethod } from '../../kit/wire-methods';
import { BankAccountWire } from './bank-account.schema';

const unixTime = (instant: Date): number => Math.floor(instant.getTime() / 1000);

const receivingAccountView = (details: ReceivingAccountDetails): NonNullable<BankAccountWire['receiving_account']> => ({
  bank_code: details.bankCode,
  phone_number: details.phoneNumber,
  national_id: details.nationalId,
  account_number_last4: details.accountNumberLast4,
});

/** A bank account as the API shows it (docs/banks.md, "Bank accounts"): its credentials only as hints, Unix seconds. */
export function presentBankAccount(account: BankAccount): BankAccountWire {
  return {
    id: account.id,
    object: 'bank_account',
    livemode: true,
    bank: account.bank,
    methods: account.methods.map(wireMethod),
    status: account.status,
    failure_code: account.failureCode,
    receiving_account: account.receivingAccount && receivingAccountView(account.receivingAccount),
    credentials: { ...account.credentialHints },
    c2p_key_checked: account.c2pKeyChecked,
    verified_at: account.verifiedAt && unixTime(account.verifiedAt),
    created_at: unixTime(account.createdAt),
    updated_at: unixTime(account.updatedAt),
  };
}
