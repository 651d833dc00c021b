/**
 * The CSV's columns: the API's management view of a payment request, its nested objects flattened
 * into dotted names (`main_amount.amount`). A nested object that is null (no succeeded payment yet)
 * leaves its columns empty; the lists of payment intents become their count and their decline codes.
 */
type View = Record<string, unknown>;

const at = (path: string) => (view: View): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node === null || node === undefined ? undefined : (node as View)[key]), view);

const listOf = (name: string) => (view: View): View[] => (Array.isArray(view[name]) ? (view[name] as View[]) : []);

const MONEY = ['amount', 'amount_cents', 'currency_iso'];
const plain = (names: string[]): [string, (view: View) => unknown][] => names.map((name) => [name, at(name)]);
const nested = (parent: string, names: string[]) => plain(names.map((name) => `${parent}.${name}`));

export const CSV_COLUMNS: readonly [string, (view: View) => unknown][] = [
  ...plain(['id', 'livemode', 'status', 'description', 'external_id', 'token', 'created_at', 'updated_at']),
  ...nested('main_amount', MONEY),
  ...nested('conversion_amount', MONEY),
  ...nested('rate', MONEY),
  ...nested('customer', ['id', 'dni', 'email']),
  ...plain(['expires_at', 'canceled_at', 'cancellation_reason', 'return_url']),
  ...nested('refunded_main_amount', MONEY),
  ...nested('refunded_conversion_amount', MONEY),
  ...nested('over_refunded_main_amount', MONEY),
  ...nested('over_refunded_conversion_amount', MONEY),
  ...nested('succeeded_payment_intent', ['id', 'confirmed_at', 'payment_method', 'type', 'reference_id']),
  ['pending_payment_intents.count', (view) => listOf('pending_payment_intents')(view).length],
  ['rejected_payment_intents.count', (view) => listOf('rejected_payment_intents')(view).length],
  [
    'rejected_payment_intents.decline_codes',
    (view) => listOf('rejected_payment_intents')(view).map((intent) => intent.decline_code).join(' '),
  ],
  ...plain(['payment_url']),
];
