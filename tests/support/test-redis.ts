import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** The Redis the tests use when it answers: TEST_REDIS_URL, or the usual local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const PING = `
const url = new URL(process.argv[1]);
const socket = require('node:net').connect(Number(url.port || 6379), url.hostname);
socket.setTimeout(1000, () => process.exit(1));
socket.on('error', () => process.exit(1));
socket.on('connect', () => socket.write('PING\\r\\n'));
socket.on('data', (data) => process.exit(String(data).startsWith('+PONG') ? 0 : 1));
`;

/** Whether Redis answers PING, asked synchronously so that a describe block can be skipped. */
function redisAnswers(url: string): boolean {
  try {
    execFileSync(process.execPath, ['-e', PING, url], { stdio: 'ignore', timeout: 3000 });
    return true;
  } catch {
    return false;
  }
}

let answers: boolean | undefined;

/** `describe` when Redis answers, otherwise `describe.skip`, saying why on the console. */
export function describeWithRedis(name: string, body: () => void): void {
  answers ??= redisAnswers(TEST_REDIS_URL);
  if (!answers) {
    console.warn(`skipped "${name}": no Redis answers at ${TEST_REDIS_URL} (set TEST_REDIS_URL, or start Redis)`);
    describe.skip(name, body);
    return;
  }
  describe(name, body);
}

/** A key prefix of this test run's own, so runs never see each other's counters. */
export function uniqueRedisPrefix(): string {
  return `test-${randomBytes(6).toString('hex')}:`;
}
