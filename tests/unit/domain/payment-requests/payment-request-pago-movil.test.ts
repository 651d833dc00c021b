import { fromStateJson, toStateJson } from '../../../../src/adapters/persistence/typeorm/event-state';
import { NOT_RECORDED } from '../../../../src/domain/payment-requests';
import { T0, aPaymentRequest, usd } from '../../../support/builders';

const MERCANTIL = { phoneNumber: '04142591177', bankCode: '0105', nationalId: 'J-123456789' };
const BNC = { phoneNumber: '04241234567', bankCode: '0191', nationalId: 'J-408765432' };

describe('where a request tells payers to send a Pago Móvil transfer', () => {
  it('is recorded at issue (none when left out) and again when the merchant revises it', () => {
    const request = aPaymentRequest({ pagoMovil: MERCANTIL });
    expect([request.pagoMovil, aPaymentRequest().pagoMovil]).toEqual([MERCANTIL, null]);

    request.revise({ description: 'Pedido 2', now: T0 });
    expect(request.pagoMovil).toEqual(MERCANTIL);
    request.revise({ amount: usd('12'), pagoMovil: BNC, now: T0 });
    expect(request.pagoMovil).toEqual(BNC);
  });

  it('is kept in an event\'s state as recorded: an account, none, or never recorded (a state stored before the record)', () => {
    const roundTrip = (state: unknown) => fromStateJson(JSON.parse(JSON.stringify(state))).request.pagoMovil;
    const withAccount = toStateJson({ request: aPaymentRequest({ pagoMovil: MERCANTIL }) });
    const withNone = toStateJson({ request: aPaymentRequest() });
    const older = JSON.parse(JSON.stringify(withNone));
    delete older.request.pagoMovil;

    expect([roundTrip(withAccount), roundTrip(withNone), roundTrip(older)]).toEqual([MERCANTIL, null, NOT_RECORDED]);
  });
});
