/** Every public identifier is a prefix plus random base62 characters. */
export const ID_PREFIX = {
  merchant: 'mer_',
  customer: 'cus_',
  paymentRequest: 'preq_',
  paymentIntent: 'pi_',
  event: 'evt_',
  webhookEndpoint: 'we_',
  apiKey: 'key_',
  refund: 're_',
  bankAccount: 'ba_',
  paymentLink: 'plink_',
} as const;
export type IdKind = keyof typeof ID_PREFIX;

export const TOKEN_PREFIX = 'PR';
/** A payment link's token starts otherwise, so a link's address and a request's can never be taken for each other. */
export const LINK_TOKEN_PREFIX = 'PL';

const ID_BODY = /^[A-Za-z0-9]{1,64}$/;

/** True when `id` could be an identifier of that kind; anything else can never be found. */
export function hasIdShape(kind: IdKind, id: string): boolean {
  const prefix = ID_PREFIX[kind];
  return id.startsWith(prefix) && ID_BODY.test(id.slice(prefix.length));
}
