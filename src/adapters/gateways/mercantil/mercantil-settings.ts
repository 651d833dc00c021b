/** How the Mercantil adapters reach the bank (README, "Going live with Banco Mercantil"). */
export interface MercantilSettings {
  /** e.g. https://apimbu.mercantilbanco.com/mercantil-banco/sandbox/v1, without a trailing slash. */
  baseUrl: string;
  clientId: string;
  secretKey: string;
  integratorId: string;
  merchantId: string;
  terminalId: string;
  /** The merchant's own mobile number as the bank writes it: 58XXXXXXXXXX. */
  merchantPhone: string;
  /** How long a charge may wait for the bank's answer before its outcome is unknown. */
  timeoutMs: number;
  /** How long a lookup may wait; a lookup that times out is simply asked again later. */
  lookupTimeoutMs: number;
}
