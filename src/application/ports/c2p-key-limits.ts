import { MobilePhone } from '../../domain/payer';
import { token } from './token';

/** C2P keys one payment request may have sent in C2P_KEYS_PER_REQUEST_WINDOW_MS, whoever asks. */
export const C2P_KEYS_PER_REQUEST = 3;
export const C2P_KEYS_PER_REQUEST_WINDOW_MS = 10 * 60_000;
/** C2P keys one payer's phone may be sent in C2P_KEYS_PER_PHONE_WINDOW_MS, across every request and merchant. */
export const C2P_KEYS_PER_PHONE = 1;
export const C2P_KEYS_PER_PHONE_WINDOW_MS = 60_000;

/** Which limit refused: the request's, or the payer's phone's. */
export type C2pKeyLimitName = 'per_request' | 'per_phone';

/** A C2P key that may not be sent now: which limit refused it, and in how many seconds it may be asked again. */
export type C2pKeyLimited = { kind: 'c2p_key_limited'; limit: C2pKeyLimitName; retryAfterSeconds: number };

/**
 * Counts the C2P keys the bank is asked to send, shared by every instance, so that nobody can flood a
 * payer's phone with messages through a merchant's link. A key is counted before the bank is asked.
 * Throws StorageUnavailable when the counters cannot be reached: the key is then not sent uncounted.
 */
export interface C2pKeyLimits {
  /** Counts one key for the request and the phone; the refusal when either limit is already reached (nothing counted then). */
  take(key: { paymentRequestId: string; phoneNumber: MobilePhone }): Promise<C2pKeyLimited | null>;
}

export const C2P_KEY_LIMITS = token<C2pKeyLimits>('C2pKeyLimits');
