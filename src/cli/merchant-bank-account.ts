import 'reflect-metadata';
import { ConnectBankAccountBody, toConnectBankAccountCommand } from '../adapters/http/api/bank-accounts/bank-account.dto';
import { presentBankAccount } from '../adapters/http/api/bank-accounts/bank-account.presenter';
import { Problem } from '../adapters/http/kit/problem';
import { refusalProblem } from '../adapters/http/kit/refusal-problem';
import { validateBody } from '../adapters/http/kit/validation/validate-body';
import { ConnectBankAccount, ConnectBankAccountCommand } from '../application/bank-accounts/connect-bank-account';
import { MERCHANT_REPOSITORY, MerchantRepository } from '../application/ports/merchant-repository';
import { exitWithFailure, withServiceContainer } from './cli-container';
import {
  ConnectBankAccountArguments, ConnectRefused, MERCHANT_BANK_ACCOUNT_USAGE, parseMerchantBankAccountArguments, readCredentialsFile,
} from './merchant-bank-account-arguments';

/**
 * Connects a merchant's own bank account (live mode), as `POST /api/v1/bank_accounts` does: progress on
 * stderr, and as the last line of stdout the account as the API presents it (its credentials only as hints).
 */
async function main(): Promise<void> {
  const args = parseMerchantBankAccountArguments(process.argv.slice(2));
  const command = commandOf(args, readCredentialsFile(args.credentialsFile));
  await withServiceContainer('npm run merchant:bank-account', async (container) => {
    if (!(await container.get<MerchantRepository>(MERCHANT_REPOSITORY).findById(args.merchantId))) {
      throw new ConnectRefused(`no merchant ${args.merchantId}`);
    }
    console.error(`connecting a ${args.bank} account of ${args.merchantId}; the bank checks its credentials (no money moves)…`);
    const outcome = await container.get(ConnectBankAccount).execute(command);
    if (outcome.kind !== 'bank_account') throw new ConnectRefused(wordsOf(refusalProblem(outcome)));
    const { account } = outcome;
    console.error(`connected ${account.id}, ${account.failureCode ? `not verified: ${account.failureCode}` : 'verified'}`);
    process.stdout.write(`${JSON.stringify(presentBankAccount(account))}\n`);
  });
}

/** The command the API would build from the same body (methods by their API names), or its refusal, in its words. */
function commandOf(args: ConnectBankAccountArguments, credentials: Record<string, string>): ConnectBankAccountCommand {
  const { merchantId, bank, methods } = args;
  try {
    const body = validateBody(ConnectBankAccountBody, { bank, methods, credentials });
    return toConnectBankAccountCommand(body, { merchantId, livemode: true });
  } catch (error) {
    if (error instanceof Problem) throw new ConnectRefused(wordsOf(error));
    throw error;
  }
}

/** The API's detail, then each field it names on a line of its own. */
const wordsOf = (problem: Problem) =>
  [problem.detail, ...(problem.extensions.errors ?? []).map(({ field, message }) => `  ${field}: ${message}`)].join('\n');

main().catch((error: unknown) => {
  if (!(error instanceof ConnectRefused)) exitWithFailure('merchant:bank-account', MERCHANT_BANK_ACCOUNT_USAGE, error);
  console.error(error.message);
  process.exit(2);
});
