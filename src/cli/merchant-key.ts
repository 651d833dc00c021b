import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { Container } from 'inversify';
import { presentApiKey } from '../adapters/http/api/api-keys/api-key.presenter';
import { IssueApiKey } from '../application/api-keys/issue-api-key';
import { ListApiKeys } from '../application/api-keys/list-api-keys';
import { RevokeApiKey } from '../application/api-keys/revoke-api-key';
import { RollApiKey } from '../application/api-keys/roll-api-key';
import { TooManyApiKeys } from '../application/api-keys/api-key-outcomes';
import { DEFAULT_ROLL_EXPIRY_HOURS, MAX_ROLL_EXPIRY_HOURS, MODES } from '../domain/api-key';
import { Mode } from '../domain/mode';
import { UsageError, exitWithFailure, withServiceContainer } from './cli-container';

const USAGE = [
  'usage: npm run merchant:key -- --merchant mer_… --mode test|live     a new key',
  '       npm run merchant:key -- --roll key_… [--expires-in-hours N]   a new key replacing it; the old one works N more hours (24)',
  '       npm run merchant:key -- --revoke key_…                        the key stops working',
  '       npm run merchant:key -- --list --merchant mer_…               the working keys of both modes, without secrets',
].join('\n');

type Action =
  | { kind: 'issue'; merchantId: string; mode: Mode }
  | { kind: 'roll'; keyId: string; hours: number }
  | { kind: 'revoke'; keyId: string }
  | { kind: 'list'; merchantId: string };

/** An operator's key management; the last line of stdout is one JSON object. A secret is printed once, never stored. */
async function main(): Promise<void> {
  const action = parseAction();
  await withServiceContainer('npm run merchant:key', async (container) => print(await run(container, action)));
}

function parseAction(): Action {
  const { values } = parseArgs({
    options: {
      merchant: { type: 'string' }, mode: { type: 'string' }, roll: { type: 'string' }, revoke: { type: 'string' },
      list: { type: 'boolean' }, 'expires-in-hours': { type: 'string' },
    },
    strict: true,
  });
  const { merchant, mode, roll, revoke, list } = values;
  const hours = values['expires-in-hours'];
  const chosen = [roll !== undefined, revoke !== undefined, list === true, mode !== undefined].filter(Boolean).length;
  if (chosen !== 1) throw new UsageError(`choose one of --mode, --roll, --revoke or --list\n${USAGE}`);
  if (hours !== undefined && roll === undefined) throw new UsageError(`--expires-in-hours goes with --roll\n${USAGE}`);
  if ((mode !== undefined || list === true) !== (merchant !== undefined)) {
    throw new UsageError(`--merchant goes with --mode or --list, and they need it\n${USAGE}`);
  }
  if (roll !== undefined) return { kind: 'roll', keyId: roll, hours: hoursOf(hours) };
  if (revoke !== undefined) return { kind: 'revoke', keyId: revoke };
  if (list) return { kind: 'list', merchantId: merchant! };
  if (!MODES.includes(mode as Mode)) throw new UsageError(`--mode must be test or live, got ${JSON.stringify(mode)}`);
  return { kind: 'issue', merchantId: merchant!, mode: mode as Mode };
}

function hoursOf(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_ROLL_EXPIRY_HOURS;
  const hours = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(hours <= MAX_ROLL_EXPIRY_HOURS)) {
    throw new UsageError(`--expires-in-hours must be a whole number from 0 to ${MAX_ROLL_EXPIRY_HOURS}, got ${JSON.stringify(raw)}`);
  }
  return hours;
}

async function run(container: Container, action: Action): Promise<Record<string, unknown>> {
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

main().catch((error: unknown) => exitWithFailure('merchant:key', USAGE, error));
