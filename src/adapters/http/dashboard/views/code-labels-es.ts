import { CancellationReason } from '../../../../domain/payment-requests';
import { RefundReason } from '../../../../domain/refunds/refund';
import { DomainEventType } from '../../../../domain/events';

/**
 * Codes the dashboard shows as Spanish words, never as they are stored: why a payment was declined
 * or a refund failed (the gateways' codes and ours), why a request was canceled, why money went back,
 * and what an event says.
 */
export const DECLINE_LABELS: Readonly<Record<string, string>> = {
  insufficient_funds: 'Fondos insuficientes',
  invalid_otp: 'Clave OTP inválida o vencida',
  card_declined: 'Tarjeta rechazada por el banco',
  invalid_card_number: 'Número de tarjeta inválido',
  card_not_supported: 'Tarjeta no aceptada (solo Visa y Mastercard)',
  expired_card: 'Tarjeta vencida',
  invalid_amount: 'Monto no válido para el banco',
  charge_not_found: 'El banco no encontró el cobro',
  amount_limit_exceeded: 'Supera el límite de monto del pagador',
  transaction_limit_exceeded: 'Supera el límite de operaciones del pagador',
  duplicate_transaction: 'Operación duplicada',
  invalid_payer: 'Datos del pagador no válidos',
  payer_restricted: 'Pagador con restricciones en su banco',
  payer_not_affiliated: 'El pagador no está afiliado a Pago Móvil',
  issuer_unavailable: 'El banco del pagador no respondió',
  amount_mismatch: 'Transferencia por un monto distinto',
  reference_already_used: 'Referencia ya usada en otro pago',
  payment_not_found: 'Transferencia no encontrada',
  not_processed: 'El banco nunca recibió la operación',
  // A refund's failure.
  refund_rail_unavailable: 'El banco no permite este tipo de reembolso',
  charge_not_approved: 'El cobro original no fue aprobado',
  amount_exceeds_charge: 'Supera el monto cobrado',
  refund_declined: 'Reembolso rechazado por el banco',
  invalid_payee: 'Datos del beneficiario no válidos',
  canceled_by_merchant: 'Anulado por el comercio',
};

/** A code no table names (a bank's code we have no name for, `mercantil_…`, `bnc_…`): said without the code. */
export const UNKNOWN_DECLINE_LABEL = 'Rechazado por el banco';

export const declineLabel = (code: string): string => (Object.hasOwn(DECLINE_LABELS, code) ? DECLINE_LABELS[code] : UNKNOWN_DECLINE_LABEL);

export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  requested: 'Anulada por el comercio', expired: 'Vencida',
};

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  requested_by_customer: 'A pedido del cliente', duplicate: 'Pago duplicado', fraudulent: 'Fraude',
};

export const EVENT_TYPE_LABELS: Record<DomainEventType, string> = {
  'payment_request.created': 'Solicitud creada',
  'payment_request.updated': 'Solicitud modificada',
  'payment_request.paid': 'Solicitud pagada',
  'payment_request.payment_failed': 'Pago rechazado',
  'payment_request.canceled': 'Solicitud anulada o vencida',
  'refund.created': 'Reembolso solicitado',
  'refund.succeeded': 'Reembolso completado',
  'refund.failed': 'Reembolso fallido',
  'refund.requires_action': 'Reembolso pendiente de acción del comercio',
};

export const eventTypeLabel = (type: string): string =>
  (Object.hasOwn(EVENT_TYPE_LABELS, type) ? EVENT_TYPE_LABELS[type as DomainEventType] : 'Otro evento');
