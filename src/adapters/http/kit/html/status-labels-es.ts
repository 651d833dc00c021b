import { PaymentRequestStatus } from '../../../../domain/payment-requests';

/** A payment request's status as the hosted page and the dashboard name it. */
export const STATUS_LABELS: Record<PaymentRequestStatus, string> = {
  waiting_for_payment: 'Pendiente de pago',
  waiting_for_payment_confirmation: 'Procesando',
  paid: 'Pagado',
  canceled: 'Anulado',
};

/** The status label of a canceled request says why it was canceled. */
export const EXPIRED_LABEL = 'Vencido';
