import { CredentialsCheck } from '../../../domain/bank-account';
import { randomBytes } from 'node:crypto';
import { Logger } from 'pino';
import { GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { BncCipher, bncValidation } from './bnc-cipher';
import { BncSettings } from './bnc-settings';
import { movementDay, nextCaracasMidnight } from './bnc-wire';
import { readCapped } from '../read-capped';

export type GatewayLogger = Pick<Logger, 'info' | 'error'>;

/** What the bank said: `OK` with its decrypted `value`, or `KO` with the code that starts its `message`. */
export type BncAnswer =
  | { kind: 'ok'; value: unknown }
  | { kind: 'refused'; code: string; description: string };

/** The bank asks for a new working key (it may expire one before midnight): log on again and repeat the call once. */
export const REFRESH_WORKING_KEY = 'EPIRWK';

/** Refusals that mean our own integration is wrong (hash, model, client, permissions): never the customer's decline. */
const MISCONFIGURATION = /^EPI/;

/** The most of a bank's answer that is read: its answers are a few KiB; past this it is not the bank's API. */
const MAX_ANSWER_BYTES = 1024 * 1024;

interface WorkingKey {
  cipher: BncCipher;
  validUntil: number;
}

/**
 * POSTs the bank's envelope `{ClientGUID, Reference, Value, Validation, swTestOperation}` and reads its
 * `{status, message, value, validation}`. Logs on (`Auth/LogOn`, encrypted with the master key) when it has
 * no working key, once for all the calls waiting for one; keeps the key until midnight in Caracas, or until
 * the bank refuses it with EPIRWK: then logs on again and repeats that call once (the bank processed nothing
 * it refused so). Anything that leaves the outcome unknown (timeout, reset, 5xx, an answer that cannot be
 * read or decrypted, a redirect) and our own misconfiguration (EPI… codes) throw GatewayUnavailable. Keys,
 * tokens and the inner request never reach a log line or an error message.
 */
export class BncClient {
  private workingKey: WorkingKey | null = null;
  private loggingOn: Promise<WorkingKey> | null = null;
  private readonly masterCipher: BncCipher;

  constructor(
    private readonly settings: Pick<BncSettings, 'baseUrl' | 'clientGuid' | 'masterKey' | 'timeoutMs' | 'lookupTimeoutMs'>,
    private readonly logger?: GatewayLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.masterCipher = new BncCipher(settings.masterKey);
  }

  /**
   * One operation with the day's working key. `timeoutMs` bounds the whole call: waiting for a log-on, the
   * request, and its repetition after EPIRWK.
   */
  async call(path: string, inner: object, timeoutMs = this.settings.timeoutMs): Promise<BncAnswer> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const key = await this.currentKey(path, deadline);
    const answer = await this.send(path, inner, key.cipher, deadline);
    if (answer.kind !== 'refused' || answer.code !== REFRESH_WORKING_KEY) return this.checked(path, answer);
    if (this.workingKey === key) this.workingKey = null;
    this.logger?.info({ gateway: 'bnc', path }, 'BNC asked for a new working key: logging on again');
    const renewed = await this.currentKey(path, deadline);
    return this.checked(path, await this.send(path, inner, renewed.cipher, deadline));
  }

  /**
   * The BCV rate the bank publishes (`Services/BCVRates`): VES per USD as the bank wrote it (`PriceRateBCV`),
   * and its value date (`dtRate`, dd/MM/yyyy) as YYYY-MM-DD.
   */
  async bcvRate(timeoutMs = this.settings.lookupTimeoutMs): Promise<{ rate: string; valueDate: string }> {
    const answer = await this.call('/Services/BCVRates', {}, timeoutMs);
    if (answer.kind === 'refused') throw new GatewayUnavailable(`BNC refused Services/BCVRates (${answer.code})`);
    const value = answer.value as { PriceRateBCV?: unknown; dtRate?: unknown } | null;
    const rate =
      typeof value?.PriceRateBCV === 'number' || typeof value?.PriceRateBCV === 'string' ? String(value.PriceRateBCV).trim() : '';
    const valueDate = movementDay(value?.dtRate);
    if (!/^\d+(\.\d+)?$/.test(rate) || valueDate === null) {
      throw new GatewayUnavailable('BNC answered Services/BCVRates without a rate we can read');
    }
    return { rate, valueDate };
  }

  private checked(path: string, answer: BncAnswer): BncAnswer {
    if (answer.kind === 'refused' && MISCONFIGURATION.test(answer.code)) {
      this.logger?.error(
        { gateway: 'bnc', path, bank_code: answer.code, bank_description: answer.description },
        'BNC refused our request: check the BNC_* settings',
      );
      throw new GatewayUnavailable(`BNC refused ${path} (${answer.code})`);
    }
    return answer;
  }

  /** The day's working key; a log-on under way is shared, and waited for no longer than the caller's deadline. */
  private async currentKey(path: string, deadline: AbortSignal): Promise<WorkingKey> {
    const key = this.workingKey;
    if (key && this.now().getTime() < key.validUntil) return key;
    this.loggingOn ??= this.logOn().finally(() => {
      this.loggingOn = null;
    });
    return untilAborted(this.loggingOn, deadline, `BNC did not answer the log-on before ${path} timed out`);
  }

  /** Whether the bank takes these credentials: one log-on of its own, the harmless check of a connected account. */
  async checkCredentials(): Promise<CredentialsCheck> {
    try {
      const answer = await this.send(
        '/Auth/LogOn',
        { ClientGUID: this.settings.clientGuid },
        this.masterCipher,
        AbortSignal.timeout(this.settings.timeoutMs),
      );
      return answer.kind === 'refused' ? 'bank_credentials_refused' : 'verified';
    } catch (error) {
      if (error instanceof GatewayUnavailable) return 'bank_unavailable';
      throw error;
    }
  }

  private async logOn(): Promise<WorkingKey> {
    // Its own deadline: a caller giving up does not cut the log-on the others wait for.
    const answer = await this.send(
      '/Auth/LogOn',
      { ClientGUID: this.settings.clientGuid },
      this.masterCipher,
      AbortSignal.timeout(this.settings.timeoutMs),
    );
    if (answer.kind === 'refused') {
      this.logger?.error(
        { gateway: 'bnc', path: '/Auth/LogOn', bank_code: answer.code, bank_description: answer.description },
        'BNC refused our log-on: check BNC_CLIENT_GUID and BNC_MASTER_KEY',
      );
      throw new GatewayUnavailable(`BNC refused the log-on (${answer.code})`);
    }
    const workingKey = (answer.value as { WorkingKey?: unknown } | null)?.WorkingKey;
    if (typeof workingKey !== 'string' || workingKey === '') throw new GatewayUnavailable('BNC answered the log-on without a working key');
    this.workingKey = { cipher: new BncCipher(workingKey), validUntil: nextCaracasMidnight(this.now()).getTime() };
    return this.workingKey;
  }

  private async send(path: string, inner: object, cipher: BncCipher, deadline: AbortSignal): Promise<BncAnswer> {
    const json = JSON.stringify(inner);
    const envelope = {
      ClientGUID: this.settings.clientGuid,
      Reference: newEnvelopeReference(this.now()),
      Value: cipher.encrypt(json),
      Validation: bncValidation(json),
      swTestOperation: false,
    };
    let response: Response;
    let text: string | null;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(envelope),
        redirect: 'manual',
        signal: deadline,
      });
      text = await readCapped(response, MAX_ANSWER_BYTES);
    } catch (error) {
      throw new GatewayUnavailable(`BNC did not answer ${path}: ${describeFailure(error)}`);
    }
    if (text === null) throw new GatewayUnavailable(`BNC answered ${path} with more than ${MAX_ANSWER_BYTES} bytes`);
    if (response.status >= 300 && response.status < 400) {
      throw new GatewayUnavailable(`BNC answered ${path} with a redirect (HTTP ${response.status}), not followed`);
    }
    if (response.status >= 500) throw new GatewayUnavailable(`BNC answered ${path} with HTTP ${response.status}`);
    return read(path, response.status, text, cipher);
  }
}

/**
 * The envelope's `Reference`, which the bank wants unique per client per day: the time in milliseconds
 * (base 36) and 48 random bits. Time never repeats across restarts; two instances in the same millisecond
 * differ by the random part (a clash is a 1 in 2^48 chance), so no counter has to be shared or kept.
 */
export function newEnvelopeReference(at: Date): string {
  return `${at.getTime().toString(36)}${randomBytes(6).toString('hex')}`;
}

/** `promise`, or a GatewayUnavailable once `signal` aborts, whichever comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, message: string): Promise<T> {
  if (signal.aborted) return Promise.reject(new GatewayUnavailable(message));
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new GatewayUnavailable(message));
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function read(path: string, status: number, text: string, cipher: BncCipher): BncAnswer {
  const body = parseAnswer(text);
  const message = typeof body?.message === 'string' ? body.message : '';
  if (body?.status === 'KO') {
    const { code, description } = splitMessage(message);
    return { kind: 'refused', code, description };
  }
  if (body?.status !== 'OK' || status >= 300) {
    throw new GatewayUnavailable(`BNC answered ${path} with HTTP ${status} and a body we cannot read`);
  }
  if (typeof body.value !== 'string' || body.value === '') return { kind: 'ok', value: null };
  try {
    return { kind: 'ok', value: JSON.parse(cipher.decrypt(body.value)) as unknown };
  } catch {
    throw new GatewayUnavailable(`BNC answered ${path} with a value we cannot decrypt`);
  }
}

function parseAnswer(text: string): { status?: unknown; message?: unknown; value?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as { status?: unknown }) : null;
  } catch {
    return null;
  }
}

/** `message` starts with the bank's 6-character code (`000000`, `EPIRWK`, `G51   `…), then its words. */
export function splitMessage(message: string): { code: string; description: string } {
  return { code: message.slice(0, 6).trim(), description: message.slice(6).trim() };
}


/** The failure's kind only (timeout, reset, refused connection): never the request it carried. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.name : 'unknown failure');
}
