/** Why a payment request was canceled: by its merchant, or because its expiry passed. */
export const CANCELLATION_REASONS = ['requested', 'expired'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
