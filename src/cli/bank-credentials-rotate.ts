import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { RotateCredentialsKey } from '../application/bank-accounts/rotate-credentials-key';
import { exitWithFailure, withServiceContainer } from './cli-container';

const USAGE = 'usage: npm run bank-credentials:rotate   (no arguments: BANK_CREDENTIALS_KEY is the key to rotate to)';

/** Rotation cannot go on: exit code 2, the reason on stderr. */
class RotationRefused extends Error {}

/**
 * Re-encrypts every bank account's credentials under BANK_CREDENTIALS_KEY, opening those under an older
 * key with BANK_CREDENTIALS_PREVIOUS_KEYS. Prints how many it re-encrypted and the key's id, never a key.
 */
async function main(): Promise<void> {
  parseArgs({ args: process.argv.slice(2), options: {}, strict: true });
  await withServiceContainer('npm run bank-credentials:rotate', async (container) => {
    const outcome = await container.get(RotateCredentialsKey).execute();
    if (outcome.kind === 'bank_credentials_key_missing') {
      throw new RotationRefused('BANK_CREDENTIALS_KEY must be set: it is the key the credentials are re-encrypted under');
    }
    const done = `re-encrypted ${outcome.resealed} bank accounts under key ${outcome.keyId}`;
    if (outcome.kind === 'credentials_unreadable') {
      throw new RotationRefused(`${done}, then stopped: ${outcome.reason}`);
    }
    process.stdout.write(`${done}\n`);
  });
}

main().catch((error: unknown) => {
  if (!(error instanceof RotationRefused)) exitWithFailure('bank-credentials:rotate', USAGE, error);
  console.error(error.message);
  process.exit(2);
});
