import 'reflect-metadata';
import { Container } from 'inversify';
import { presentApiKey } from '../adapters/http/api/api-keys/api-key.presenter';
import { IssueApiKey } from '../application/api-keys/issue-api-key';
import { ListApiKeys } from '../application/api-keys/list-api-keys';
import { RevokeApiKey } from '../application/api-keys/revoke-api-key';
import { RollApiKey } from '../application/api-keys/roll-api-key';
import { TooManyApiKeys } from '../application/api-keys/api-key-outcomes';
import { exitWithFailure, withServiceContainer } from './cli-container';
import { UsageError } from './usage-error';
import { MERCHANT_KEY_USAGE, MerchantKeyAction, parseMerchantKeyArguments } from './merchant-key-arguments';

/** An operator's key management; the last line of stdout is one JSON object. A secret is printed once, never stored. */
async function main(): Promise<void> {
  const action = parseMerchantKeyArguments(process.argv.slice(2));
  await withServiceContainer('npm run merchant:key', async (container) => print(await run(container, action)));
}

async function run(container: Container, action: MerchantKeyAction): Promise<Record<string, unknown>> {
  switch (action.kind) {
    case 'issue': {
      const outcome = await container.get(IssueApiKey).execute(action.merchantId, action.mode);
      if (outcome.kind === 'merchant_not_found') throw new Refused(`no merchant ${action.merchantId}`);
      if (outcome.kind === 'too_many_api_keys') throw tooMany(outcome, 'revoke one first');
      return { id: outcome.key.id, secret: outcome.secret };
    }
    case 'roll': {
      const outcome = await container.get(RollApiKey).execute('operator', action.keyId, action.hours);
      if (outcome.kind === 'api_key_not_found') throw new Refused(`no working key ${action.keyId}`);
      if (outcome.kind === 'too_many_api_keys') throw tooMany(outcome, 'roll with --expires-in-hours 0, or revoke one first');
      return { id: outcome.key.id, secret: outcome.secret };
    }
    case 'revoke': {
      const outcome = await container.get(RevokeApiKey).execute('operator', action.keyId);
      if (outcome.kind === 'api_key_not_found') throw new Refused(`no working key ${action.keyId}`);
      return { id: action.keyId, revoked: true };
    }
    case 'list': {
      const outcome = await container.get(ListApiKeys).ofMerchant(action.merchantId);
      if (outcome.kind === 'merchant_not_found') throw new Refused(`no merchant ${action.merchantId}`);
      return { data: outcome.keys.map((key) => presentApiKey(key)) };
    }
  }
}

function print(result: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

/** What the operator asked for does not exist, or cannot be done: one line, exit code 1. */
class Refused extends UsageError {}

const tooMany = ({ limit, mode }: TooManyApiKeys, advice: string) =>
  new Refused(`the merchant already has ${limit} working ${mode} keys, the most it may have; ${advice}`);

main().catch((error: unknown) => exitWithFailure('merchant:key', MERCHANT_KEY_USAGE, error));
