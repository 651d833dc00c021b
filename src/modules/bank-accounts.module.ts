import { ContainerModule } from 'inversify';
import { BankAccountCredentials } from '../application/bank-accounts/bank-account-credentials';
import { ChangeBankAccount } from '../application/bank-accounts/change-bank-account';
import { ConnectBankAccount } from '../application/bank-accounts/connect-bank-account';
import { ReadBankAccounts } from '../application/bank-accounts/read-bank-accounts';
import { RotateCredentialsKey } from '../application/bank-accounts/rotate-credentials-key';
import { BANK_ACCOUNT_REPOSITORY } from '../application/ports/bank-account-repository';
import { BANK_CONNECTIONS } from '../application/ports/bank-connections';
import { CLOCK } from '../application/ports/clock';
import { CREDENTIALS_CIPHER } from '../application/ports/credentials-cipher';
import { ID_GENERATOR } from '../application/ports/id-generator';
import { WiringContext, bindClass } from './wiring';

/** Each merchant's own bank accounts: connected, checked with the bank, their credentials sealed at rest (and re-sealed on rotation). */
export const bankAccountsModule = (_context: WiringContext) =>
  new ContainerModule(({ bind }) => {
    bindClass(bind, BankAccountCredentials, [BANK_CONNECTIONS, CREDENTIALS_CIPHER]);
    bindClass(bind, ConnectBankAccount, [
      ID_GENERATOR, CLOCK, BANK_ACCOUNT_REPOSITORY, BANK_CONNECTIONS, BankAccountCredentials,
    ]);
    bindClass(bind, ChangeBankAccount, [CLOCK, BANK_ACCOUNT_REPOSITORY, BANK_CONNECTIONS, BankAccountCredentials]);
    bindClass(bind, ReadBankAccounts, [BANK_ACCOUNT_REPOSITORY]);
    bindClass(bind, RotateCredentialsKey, [BANK_ACCOUNT_REPOSITORY, CREDENTIALS_CIPHER]);
  });
