import { GatewayUnavailable } from '../../../application/ports/payment-gateway';
import { MercantilSettings } from './mercantil-settings';
import { readCapped } from '../read-capped';

/** One error of the bank's `error_list`. */
export interface MercantilError {
  code: string;
  description: string;
}

/** What the bank said, when it said something we can read: a 2xx body, or a refusal (4xx with error_list). */
export type MercantilAnswer =
  | { kind: 'accepted'; body: Record<string, unknown> }
  | { kind: 'refused'; errors: MercantilError[] };

/** The bank's refusal of a search that matched nothing (seen in a public client's fixtures): an empty answer, not a failure. */
export const NOTHING_MATCHES = '0330';

/** Whether the bank refused a search only because nothing matched it. */
export function matchedNothing(answer: MercantilAnswer): boolean {
  return answer.kind === 'refused' && answer.errors[0]?.code.trim() === NOTHING_MATCHES;
}

/** Where the client reports our own misconfiguration (a 401: wrong client id), without the request. */
export type MisconfigurationReport = (details: { path: string; status: number; message: string }) => void;

/** The most of a bank's answer that is read: its answers are a few KiB; past this it is not the bank's API. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * POSTs JSON to Banco Mercantil with the client id header. Anything that leaves the outcome
 * unknown (timeout, connection reset, 5xx, an answer that cannot be read, a 4xx without an
 * error list, or a 401 auth failure, which is our misconfiguration and never the customer's
 * decline) throws GatewayUnavailable, so the charge is settled later by a lookup. So does a
 * redirect, never followed (it would carry the charge and the client id elsewhere), and an answer
 * over MAX_ANSWER_BYTES, which is dropped unread past that size.
 */
export class MercantilClient {
  constructor(
    private readonly settings: Pick<MercantilSettings, 'baseUrl' | 'clientId'>,
    private readonly reportMisconfiguration: MisconfigurationReport = () => {},
  ) {}

  async post(path: string, body: object, timeoutMs: number): Promise<MercantilAnswer> {
    let response: Response;
    let text: string | null;
    try {
      response = await fetch(`${this.settings.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-IBM-Client-Id': this.settings.clientId },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await readCapped(response, MAX_ANSWER_BYTES);
    } catch (error) {
      throw new GatewayUnavailable(`Banco Mercantil did not answer ${path}: ${describeFailure(error)}`);
    }
    if (text === null) throw new GatewayUnavailable(`Banco Mercantil answered ${path} with more than ${MAX_ANSWER_BYTES} bytes`);
    if (response.status >= 300 && response.status < 400) {
      throw new GatewayUnavailable(`Banco Mercantil answered ${path} with a redirect (HTTP ${response.status}), not followed`);
    }
    return this.read(path, response.status, text);
  }

  private read(path: string, status: number, text: string): MercantilAnswer {
    const body = parseObject(text);
    if (status === 401 || status === 403) {
      const message = typeof body?.moreInformation === 'string' ? body.moreInformation : `HTTP ${status}`;
      this.reportMisconfiguration({ path, status, message });
      throw new GatewayUnavailable(`Banco Mercantil refused our credentials on ${path} (HTTP ${status})`);
    }
    if (!body) throw new GatewayUnavailable(`Banco Mercantil answered ${path} with HTTP ${status} and a body that is not JSON`);
    if (status >= 200 && status < 300) return { kind: 'accepted', body };
    const errors = status >= 400 && status < 500 ? errorList(body) : null;
    if (errors) return { kind: 'refused', errors };
    throw new GatewayUnavailable(`Banco Mercantil answered ${path} with HTTP ${status}`);
  }
}


function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function errorList(body: Record<string, unknown>): MercantilError[] | null {
  const list = body.error_list;
  if (!Array.isArray(list) || list.length === 0) return null;
  return list.map((item: Record<string, unknown> | null) => ({
    code: String(item?.error_code ?? ''),
    description: String(item?.description ?? ''),
  }));
}

/** The failure's kind only (timeout, reset, refused connection): never the request it carried. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.name : 'unknown failure');
}
