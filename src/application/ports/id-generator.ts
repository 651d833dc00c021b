import { IdKind } from '../../domain/ids';
import { Mode } from '../../domain/mode';
import { token } from './token';

export interface IdGenerator {
  /** A new identifier with the kind's prefix (`preq_…`, `cus_…`, `pi_…`, `mer_…`). */
  next(kind: IdKind): string;
  /** A new short payment token, `PR…`, the last segment of a payment_url. */
  nextToken(): string;
  /** A new payment link token, `PL…`, the last segment of a link's url. */
  nextLinkToken(): string;
  /** A new merchant secret key of this mode: `sk_test_…` (the default) or `sk_live_…`. */
  nextSecretKey(mode?: Mode): string;
}
export const ID_GENERATOR = token<IdGenerator>('IdGenerator');
