/** The merchant's account a payer sends a reported Pago Móvil transfer to. */
export interface PagoMovilAccount {
  phoneNumber: string;
  bankCode: string;
  nationalId: string;
}

/** A request issued before requests recorded their account: where to pay was never written down. */
export const NOT_RECORDED = 'unrecorded';

/**
 * Where the request told payers to send a Pago Móvil transfer, as routed when it was issued or last
 * revised: an account, null when none took Pago Móvil then, or NOT_RECORDED.
 */
export type RecordedPagoMovil = PagoMovilAccount | null | typeof NOT_RECORDED;
