import { parseArgs } from 'node:util';
import { DEFAULT_ROLL_EXPIRY_HOURS, MAX_ROLL_EXPIRY_HOURS, MODES } from '../domain/api-key';
import { Mode } from '../domain/mode';
import { UsageError } from './usage-error';

export const MERCHANT_KEY_USAGE = [
  'usage: npm run merchant:key -- --merchant mer_… --mode test|live     a new key',
  '       npm run merchant:key -- --roll key_… [--expires-in-hours N]   a new key replacing it; the old one works N more hours (24)',
  '       npm run merchant:key -- --revoke key_…                        the key stops working',
  '       npm run merchant:key -- --list --merchant mer_…               the working keys of both modes, without secrets',
].join('\n');

export type MerchantKeyAction =
  | { kind: 'issue'; merchantId: string; mode: Mode }
  | { kind: 'roll'; keyId: string; hours: number }
  | { kind: 'revoke'; keyId: string }
  | { kind: 'list'; merchantId: string };

/** What `npm run merchant:key -- …` asks for; a UsageError (or parseArgs' own error) names what is wrong. */
export function parseMerchantKeyArguments(args: string[]): MerchantKeyAction {
  const { values } = parseArgs({
    args,
    options: {
      merchant: { type: 'string' }, mode: { type: 'string' }, roll: { type: 'string' }, revoke: { type: 'string' },
      list: { type: 'boolean' }, 'expires-in-hours': { type: 'string' },
    },
    strict: true,
  });
  const { merchant, mode, roll, revoke, list } = values;
  const hours = values['expires-in-hours'];
  const chosen = [roll !== undefined, revoke !== undefined, list === true, mode !== undefined].filter(Boolean).length;
  if (chosen !== 1) throw new UsageError(`choose one of --mode, --roll, --revoke or --list\n${MERCHANT_KEY_USAGE}`);
  if (hours !== undefined && roll === undefined) throw new UsageError(`--expires-in-hours goes with --roll\n${MERCHANT_KEY_USAGE}`);
  if ((mode !== undefined || list === true) !== (merchant !== undefined)) {
    throw new UsageError(`--merchant goes with --mode or --list, and they need it\n${MERCHANT_KEY_USAGE}`);
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
