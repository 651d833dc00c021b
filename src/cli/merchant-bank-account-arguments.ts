import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { UsageError } from './usage-error';

export const MERCHANT_BANK_ACCOUNT_USAGE =
  'usage: npm run merchant:bank-account -- --merchant mer_… --bank mercantil|bnc --methods c2p,card,p2p --credentials-file path.json';

/** What `npm run merchant:bank-account -- …` asks for: methods by the API's names, as the API takes them. */
export interface ConnectBankAccountArguments {
  merchantId: string;
  bank: string;
  methods: string[];
  credentialsFile: string;
}

/** The account cannot be connected as asked (the API refused it, or the credentials file is unusable): exit code 2. */
export class ConnectRefused extends Error {}

/** The arguments, read before any database is opened; a UsageError (or parseArgs' own error) names what is wrong. */
export function parseMerchantBankAccountArguments(args: string[]): ConnectBankAccountArguments {
  const { values } = parseArgs({
    args,
    options: {
      merchant: { type: 'string' }, bank: { type: 'string' }, methods: { type: 'string' }, 'credentials-file': { type: 'string' },
    },
    strict: true,
  });
  const missing = ['merchant', 'bank', 'methods', 'credentials-file'].filter((name) => !values[name as keyof typeof values]?.trim());
  if (missing.length > 0) {
    throw new UsageError(`missing ${missing.map((name) => `--${name}`).join(', ')}\n${MERCHANT_BANK_ACCOUNT_USAGE}`);
  }
  return {
    merchantId: values.merchant!.trim(),
    bank: values.bank!.trim(),
    methods: values.methods!.split(',').map((name) => name.trim()),
    credentialsFile: values['credentials-file']!,
  };
}

/** The credentials file: a JSON object whose values are all strings. Anything else is refused naming the file, never quoting it. */
export function readCredentialsFile(path: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConnectRefused(`cannot read the credentials file ${path}${code ? ` (${code})` : ''}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ConnectRefused(`the credentials file ${path} is not JSON; it must hold one JSON object of strings, {"field": "value", …}`);
  }
  const isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  if (!isObject || Object.values(parsed as object).some((value) => typeof value !== 'string')) {
    throw new ConnectRefused(`the credentials file ${path} must hold one JSON object of strings, {"field": "value", …}`);
  }
  return parsed as Record<string, string>;
}
