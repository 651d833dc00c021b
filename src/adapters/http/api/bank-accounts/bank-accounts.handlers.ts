import { ChangeBankAccount } from '../../../../application/bank-accounts/change-bank-account';
import { ConnectBankAccount } from '../../../../application/bank-accounts/connect-bank-account';
import { BankAccountOutcome } from '../../../../application/bank-accounts/bank-account-outcomes';
import { ReadBankAccounts } from '../../../../application/bank-accounts/read-bank-accounts';
import type { Reply, RequestInput } from '../../kit/api-route-declaration';
import { refusalProblem } from '../../kit/refusal-problem';
import { ConnectBankAccountBody, UpdateBankAccountBody, toBankAccountChanges, toConnectBankAccountCommand } from './bank-account.dto';
import { presentBankAccount } from './bank-account.presenter';
import { BankAccountListWire } from './bank-account.schema';

function answer(outcome: BankAccountOutcome, status: 200 | 201): Reply {
  if (outcome.kind !== 'bank_account') throw refusalProblem(outcome);
  return { status, body: presentBankAccount(outcome.account) };
}

export async function connectBankAccount(
  { connect }: { connect: ConnectBankAccount },
  { body, owner }: RequestInput<ConnectBankAccountBody>,
): Promise<Reply> {
  return answer(await connect.execute(toConnectBankAccountCommand(body, owner)), 201);
}

export async function listBankAccounts({ read }: { read: ReadBankAccounts }, { owner }: RequestInput): Promise<Reply> {
  const accounts = await read.list(owner);
  if ('kind' in accounts) throw refusalProblem(accounts);
  return { status: 200, body: { data: accounts.map(presentBankAccount) } satisfies BankAccountListWire };
}

export async function getBankAccount({ read }: { read: ReadBankAccounts }, { params, owner }: RequestInput): Promise<Reply> {
  return answer(await read.get(owner, params.id), 200);
}

export async function updateBankAccount(
  { change }: { change: ChangeBankAccount },
  { body, params, owner }: RequestInput<UpdateBankAccountBody>,
): Promise<Reply> {
  return answer(await change.update(owner, params.id, toBankAccountChanges(body)), 200);
}

export async function verifyBankAccount({ change }: { change: ChangeBankAccount }, { params, owner }: RequestInput): Promise<Reply> {
  return answer(await change.verify(owner, params.id), 200);
}

export async function disableBankAccount({ change }: { change: ChangeBankAccount }, { params, owner }: RequestInput): Promise<Reply> {
  return answer(await change.disable(owner, params.id), 200);
}
