import { C2pCharge, C2pGateway } from '../../../application/ports/c2p-gateway';
import { GatewayRefunds } from '../../../application/ports/payment-gateway';
import { Money } from '../../../domain/money';
import { GatewayLogger, MercantilGateway, MercantilMethod } from './mercantil-gateway';
import { MercantilC2pRefunds } from './mercantil-refunds';
import { MercantilSettings } from './mercantil-settings';
import { MercantilC2pStatements, c2pSearchBody } from './mercantil-statements';
import { bankAmount, bankDate, bankId, bankPhone, identify } from './mercantil-wire';

/**
 * Pago Móvil C2P through Banco Mercantil (`POST /payment/c2p`). A lookup searches the merchant's
 * C2P payments of today and yesterday in Venezuela (`POST /mobile-payment/search`) for our
 * invoice number: the port gives a lookup nothing but our reference. Refunds void the charge
 * (`anulacion`) or pay the payer back by Pago Móvil (`vuelto`): see MercantilC2pRefunds. The statement
 * of a day is the same search: see MercantilC2pStatements.
 */
export class MercantilC2pGateway extends MercantilGateway<C2pCharge> implements C2pGateway {
  protected readonly method: MercantilMethod<C2pCharge>;
  readonly refunds: GatewayRefunds;
  readonly statements: MercantilC2pStatements;

  constructor(settings: MercantilSettings, logger?: GatewayLogger, now: () => Date = () => new Date()) {
    super(settings, logger);
    this.refunds = new MercantilC2pRefunds({
      settings,
      cipher: this.cipher,
      client: this.client,
      // Our refund ids are never a charge's invoice number: any row with one but a charge is the refund.
      findRefund: (reference) => this.search(reference, (trxType) => trxType !== 'compra'),
      logger,
    });
    this.statements = new MercantilC2pStatements({ settings, cipher: this.cipher, client: this.client, logger });
    this.method = {
      chargePath: '/payment/c2p',
      responseMember: 'transaction_c2p_response',
      chargeBody: (charge) => this.chargeBody(charge),
      searches: () => [now(), new Date(now().getTime() - 86_400_000)].map((day) => ({
        path: '/mobile-payment/search', body: c2pSearchBody(settings, this.cipher, bankDate(day)),
      })),
    };
  }

  private chargeBody(charge: C2pCharge & { reference: string; amount: Money }): object {
    return {
      ...identify(this.settings),
      transaction_c2p: {
        trx_type: 'compra',
        payment_method: 'c2p',
        amount: bankAmount(charge.amount),
        currency: 'ves',
        destination_bank_id: bankId(charge.bankCode),
        destination_id: this.cipher.encrypt(charge.payerId.replace('-', '')),
        destination_mobile_number: this.cipher.encrypt(bankPhone(charge.phoneNumber)),
        origin_mobile_number: this.cipher.encrypt(this.settings.merchantPhone),
        twofactor_auth: this.cipher.encrypt(charge.otp),
        invoice_number: charge.reference,
        payment_reference: '',
      },
    };
  }
}
