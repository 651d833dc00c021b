import { Clock } from '../ports/clock';
import { PAYMENT_METHODS } from '../../domain/payment-intent';
import { OpenedHostedPage, HostedPageReader } from '../ports/hosted-page-reader';
import { Routes } from '../ports/routing';

/** `PR` and 4 to 32 upper-case letters or digits: anything else cannot be a payment_url's token. */
const PAYMENT_TOKEN_SHAPE = /^PR[A-Z0-9]{4,32}$/;

export function isPaymentToken(text: string): boolean {
  return PAYMENT_TOKEN_SHAPE.test(text);
}

/**
 * The hosted payment page's lookup: whoever holds the payment_url may see the request, whatever
 * merchant issued it. Null when no request has the token; a token of the wrong shape is not looked up.
 * A request whose expiry has passed is shown expired even before the sweeper has stored it so
 * (the copy is changed, never saved).
 */
export class OpenHostedPage {
  constructor(
    private readonly links: HostedPageReader,
    private readonly clock: Clock,
    private readonly routes: Routes,
  ) {}

  async execute(token: string): Promise<OpenedHostedPage | null> {
    if (!isPaymentToken(token)) return null;
    const link = await this.links.findByToken(token);
    if (!link) return null;
    link.request.expire(this.clock.now());
    const routed = await Promise.all(PAYMENT_METHODS.map((method) => this.routes.forMethod(link.request.owner, method)));
    const c2p = routed[PAYMENT_METHODS.indexOf('c2p')];
    const sendsC2pKeys = c2p !== null && 'c2pKeys' in c2p.gateway && c2p.gateway.c2pKeys !== undefined;
    return { ...link, methods: PAYMENT_METHODS.filter((_method, index) => routed[index] !== null), sendsC2pKeys };
  }
}
