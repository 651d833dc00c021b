import { PaymentRequestPresenter } from '../../../../src/adapters/http/api/payment-requests/payment-request.presenter';
import { BusinessCalendar } from '../../../../src/application/business-calendar';
import { aPaidPaymentRequest, aPaymentRequest } from '../../../support/builders';

/** The answer's bytes follow the order of its members: each view keeps the wire's order. */
const MANAGEMENT_ORDER = [
  'id', 'livemode', 'description', 'external_id', 'payment_link_id', 'token', 'status', 'created_at', 'updated_at', 'main_amount',
  'conversion_amount', 'customer', 'rate', 'expires_at', 'canceled_at', 'cancellation_reason', 'return_url',
  'refunded_main_amount', 'refunded_conversion_amount', 'over_refunded_main_amount', 'over_refunded_conversion_amount',
  'pago_movil', 'succeeded_payment_intent', 'pending_payment_intents', 'rejected_payment_intents', 'payment_url',
];

const CHECKOUT_ORDER = [
  'id', 'livemode', 'description', 'external_id', 'payment_link_id', 'token', 'status', 'created_at', 'updated_at', 'main_amount',
  'conversion_amount', 'customer', 'rate', 'expires_at', 'canceled_at', 'cancellation_reason', 'return_url',
  'succeeded_payment_confirmation', 'pending_payment_intents', 'rejected_payment_intents', 'payment_url',
];

describe('the views of a payment request', () => {
  const presenter = new PaymentRequestPresenter('https://pay.example.test', new BusinessCalendar('America/Caracas'));

  it.each([
    ['an open request', aPaymentRequest()],
    ['a paid request', aPaidPaymentRequest()],
  ])('writes the management view in the same order for %s', (_name, request) => {
    expect(Object.keys(JSON.parse(JSON.stringify(presenter.management(request))) as object)).toEqual(MANAGEMENT_ORDER);
  });

  it('writes the checkout view in the same order, with the confirmation only once a payment succeeded', () => {
    const keysOf = (view: object) => Object.keys(JSON.parse(JSON.stringify(view)) as object);
    expect(keysOf(presenter.checkoutView(aPaidPaymentRequest()))).toEqual(CHECKOUT_ORDER);
    expect(keysOf(presenter.checkoutView(aPaymentRequest()))).toEqual(CHECKOUT_ORDER.filter((key) => key !== 'succeeded_payment_confirmation'));
  });
});
