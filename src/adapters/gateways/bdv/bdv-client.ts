import { Logger } from 'pino';
import { GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { readCapped } from '../read-capped';
import { BdvOperation, bdvPath, keyFamilyOf } from './bdv-paths';
import { BdvSettings } from './bdv-settings';
import { text } from './bdv-wire';

export type GatewayLogger = Pick<Logger, 'info' | 'error'>;

/**
 * What the bank said with HTTP 200: its business `code` as text (numeric in some operations, a string in
 * others) and `message`, and the whole body; or that it refused our key for that product.
 */
export type BdvAnswer =
  | { kind: 'answered'; code: string; message: string; body: Record<string, unknown> }
  | { kind: 'key_refused'; message: string };

/** How the bank words a key it does not take (getMovement, consultaMultiple; the fake answers it on every family). */
const KEY_REFUSED = /no afiliado al producto/i;

/** The most of an answer that is read: its answers are a few KiB (a page of 100 movements included). */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * POSTs JSON to one of BDV's operations with the key of its family (`X-API-Key`) and reads its answer. Business
 * outcomes come with HTTP 200 and a `code`; anything that leaves the outcome unknown (timeout, reset, 5xx, a
 * redirect, an answer that cannot be read) throws GatewayUnavailable, and so does the bank's HTTP 400 (a request
 * it could not read: our own fault, logged as an error; it moved nothing). Keys and the request never reach a
 * log line or an error message.
 */
export class BdvClient {
  constructor(
    private readonly settings: BdvSettings,
    private readonly logger?: GatewayLogger,
  ) {}

  async call(operation: BdvOperation, body: object, timeoutMs = this.settings.timeoutMs): Promise<BdvAnswer> {
    const path = bdvPath(operation, this.settings.pathStyle);
    let response: Response;
    let raw: string | null;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-API-Key': this.keyFor(operation) },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      raw = await readCapped(response, MAX_ANSWER_BYTES);
    } catch (error) {
      throw new GatewayUnavailable(`BDV did not answer ${operation}: ${describeFailure(error)}`);
    }
    if (raw === null) throw new GatewayUnavailable(`BDV answered ${operation} with more than ${MAX_ANSWER_BYTES} bytes`);
    if (response.status === 401 || response.status === 403) return this.keyRefused(operation, `HTTP ${response.status}`);
    if (response.status === 400) {
      this.logger?.error({ gateway: 'bdv', operation, http_status: 400 }, 'BDV could not read our request (HTTP 400)');
      throw new GatewayUnavailable(`BDV refused ${operation} as malformed (HTTP 400)`);
    }
    if (response.status !== 200) throw new GatewayUnavailable(`BDV answered ${operation} with HTTP ${response.status}`);
    const parsed = parse(raw);
    if (!parsed || text(parsed.code) === '') throw new GatewayUnavailable(`BDV answered ${operation} with a body we cannot read`);
    const message = text(parsed.message);
    if (KEY_REFUSED.test(message)) return this.keyRefused(operation, message);
    return { kind: 'answered', code: text(parsed.code), message, body: parsed };
  }

  private keyRefused(operation: BdvOperation, message: string): BdvAnswer {
    this.logger?.error(
      { gateway: 'bdv', operation, key: keyFamilyOf(operation), bank_message: message },
      'BDV refused our API key for this product: check the BDV credentials',
    );
    return { kind: 'key_refused', message };
  }

  private keyFor(operation: BdvOperation): string {
    const family = keyFamilyOf(operation);
    if (family === 'c2p') return this.settings.c2pApiKey;
    return family === 'conciliation' ? this.settings.conciliationApiKey : this.settings.suiteApiKey;
  }
}

function parse(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The failure's kind only (timeout, reset, refused connection): never the request it carried. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.name : 'unknown failure');
}
