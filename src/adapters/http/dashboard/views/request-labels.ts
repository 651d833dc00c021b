import { PaymentIntent } from '../../../../domain/payment-intent';
import { PaymentRequest } from '../../../../domain/payment-requests';
import { RefundStatus } from '../../../../domain/refunds/refund';
import { EXPIRED_LABEL, STATUS_LABELS } from '../../kit/html/status-labels-es';

export const INTENT_STATUS_LABELS: Record<PaymentIntent['status'], string> = {
  pending: 'En proceso', succeeded: 'Aprobado', rejected: 'Rechazado',
};
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'En proceso', succeeded: 'Reembolsado', failed: 'Fallido', requires_action: 'Requiere acción',
};

/** "Pago Móvil (C2P) · Banesco", "Tarjeta visa ·· 4242", "Pago Móvil (transferencia) · Mercantil". */
export function instrumentLabel(intent: PaymentIntent): string {
  const instrument = intent.instrument;
  if (instrument.kind === 'card') return `Tarjeta ${instrument.brand} ·· ${instrument.last4}`;
  if (instrument.kind === 'c2p') return `Pago Móvil (C2P) · ${instrument.bankName}`;
  return `Pago Móvil (transferencia) · ${instrument.bankName}`;
}

export function statusLabel(request: PaymentRequest): string {
  return request.status === 'canceled' && request.cancellationReason === 'expired' ? EXPIRED_LABEL : STATUS_LABELS[request.status];
}
