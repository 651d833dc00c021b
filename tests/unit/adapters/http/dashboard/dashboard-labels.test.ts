import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { P2P_DECLINES } from '../../../../../src/application/ports/p2p-gateway';
import { DOMAIN_EVENT_TYPES } from '../../../../../src/domain/events';
import { NOT_PROCESSED } from '../../../../../src/domain/payment-outcome';
import { CANCELLATION_REASONS, PAYMENT_REQUEST_STATUSES } from '../../../../../src/domain/payment-requests';
import { STATUS_LABELS } from '../../../../../src/adapters/http/kit/html/status-labels-es';
import { CANCELED_BY_MERCHANT, REFUND_REASONS, REFUND_STATUSES } from '../../../../../src/domain/refunds/refund';
import { BANK_ACCOUNT_FAILURES } from '../../../../../src/domain/bank-account';
import { ERROR_CODES, ErrorCode } from '../../../../../src/adapters/http/kit/error-codes';
import {
  CANCELLATION_REASON_LABELS, DECLINE_LABELS, EVENT_TYPE_LABELS, REFUND_REASON_LABELS, UNKNOWN_DECLINE_LABEL, declineLabel,
} from '../../../../../src/adapters/http/dashboard/views/code-labels-es';
import { REFUND_STATUS_LABELS } from '../../../../../src/adapters/http/dashboard/views/request-labels';
import { FAILURE_EXPLANATIONS } from '../../../../../src/adapters/http/dashboard/views/bank-account-labels';
import { REFUSAL_MESSAGES_ES, fieldMessageEs } from '../../../../../src/adapters/http/dashboard/messages-es';

const SRC = join(__dirname, '../../../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Every decline or refund-failure code the source can store, read from the source so that a new one
 * is caught: the banks' tables of named codes, every `declineCode: '…'` written anywhere, the refunds
 * a connector refuses to send, the card screening's, and the service's own.
 */
function declineCodesInSource(): Set<string> {
  const codes = new Set<string>([...Object.values(P2P_DECLINES), NOT_PROCESSED, CANCELED_BY_MERCHANT]);
  const snake = /'([a-z]+(?:_[a-z]+)+)'/g;
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const tables = /decline-codes\.ts$|sandbox-card-gateway\.ts$/.test(file);
    for (const line of text.split('\n')) {
      if (tables && /:\s*'[a-z_]+',?\s*$/.test(line)) for (const [, code] of line.matchAll(snake)) codes.add(code);
      if (/declineCode: '|type CardScreeningDecline|const unsendable|\? 'invalid_payee'/.test(line)) {
        for (const [, code] of line.matchAll(snake)) codes.add(code);
      }
    }
  }
  return codes;
}

describe('the dashboard names every code in Spanish', () => {
  it('has a Spanish label for every decline and refund failure code the source can store', () => {
    const codes = declineCodesInSource();
    // The scan itself finds the known tables (a scan that finds nothing would pass anything).
    for (const known of ['insufficient_funds', 'invalid_otp', 'payer_not_affiliated', 'refund_declined', 'invalid_payee', 'expired_card']) {
      expect(codes).toContain(known);
    }
    const missing = [...codes].filter((code) => !Object.hasOwn(DECLINE_LABELS, code));
    expect(missing).toEqual([]);
  });

  it('says a code it has no name for without showing the code', () => {
    expect(declineLabel('insufficient_funds')).toBe('Fondos insuficientes');
    expect(declineLabel('mercantil_77')).toBe(UNKNOWN_DECLINE_LABEL);
  });

  it.each([
    ['cancellation reasons', CANCELLATION_REASONS, CANCELLATION_REASON_LABELS],
    ['refund reasons', REFUND_REASONS, REFUND_REASON_LABELS],
    ['payment request statuses', PAYMENT_REQUEST_STATUSES, STATUS_LABELS],
    ['refund statuses', REFUND_STATUSES, REFUND_STATUS_LABELS],
    ['event types', DOMAIN_EVENT_TYPES, EVENT_TYPE_LABELS],
    ['bank account failures', BANK_ACCOUNT_FAILURES, FAILURE_EXPLANATIONS],
    ['error codes', Object.keys(ERROR_CODES) as ErrorCode[], REFUSAL_MESSAGES_ES],
  ] as [string, readonly string[], Record<string, string>][])('has a Spanish label for every one of the %s', (_name, codes, labels) => {
    const missing = codes.filter((code) => !Object.hasOwn(labels, code) || labels[code].trim() === '');
    expect(missing).toEqual([]);
  });

  it('says a field the API refuses in Spanish, by field and reason, with a Spanish fallback', () => {
    expect(fieldMessageEs('amount', 'required')).toBe('Este campo es obligatorio.');
    expect(fieldMessageEs('amount', 'invalid')).toMatch(/^Escribe un monto en USD/);
    expect(fieldMessageEs('customer.email', 'required_for_new_customer')).toMatch(/cliente es nuevo/);
    expect(fieldMessageEs('some_new_field', 'invalid')).toBe('Este valor no es válido.');
  });
});
