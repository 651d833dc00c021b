import { owner } from '../../support/builders';
import { C2pPaymentBody, CardPaymentBody, toPayByC2pCommand, toPayByCardCommand } from '../../../src/adapters/http/api/checkouts/checkout.dto';
import { CreatePaymentRequestBody } from '../../../src/adapters/http/api/payment-requests/payment-request.dto';
import { validateBody } from '../../../src/adapters/http/kit/validation/validate-body';
import { Problem } from '../../../src/adapters/http/kit/problem';
import { Money } from '../../../src/domain/money';

const c2p = { phone_number: '+584147654321', issuer_payer_id: 'V20987654', issuer_bank_id: '0134', payment_request_id: 'preq_1', otp_token: '123456' };
const card = { card_number: '4242 4242 4242 4242', card_customer_id: 'V20987654', card_expiry_date: '12/30', payment_request_id: 'preq_1', card_cvv: '123' };

function problemsOf(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    if (error instanceof Problem) return error.extensions.errors;
    throw error;
  }
  throw new Error('expected the body to be refused');
}

describe('a body is parsed once, into domain values', () => {
  it('a C2P body becomes a command of parsed values: local phone, bank with its name', () => {
    const command = toPayByC2pCommand(validateBody(C2pPaymentBody, c2p, 'payment'), owner('mer_1'));
    expect(command).toEqual({
      owner: { merchantId: 'mer_1', livemode: false },
      paymentRequestId: 'preq_1',
      phoneNumber: '04147654321',
      payerId: 'V20987654',
      bank: { code: '0134', name: 'Banesco' },
      otp: '123456',
    });
  });

  it('a card body becomes a command with the digits only and the expiry as month and year', () => {
    const command = toPayByCardCommand(validateBody(CardPaymentBody, card, 'payment'), owner('mer_1'));
    expect(command).toMatchObject({ cardNumber: '4242424242424242', expiry: { month: 12, year: 2030 }, holderId: 'V20987654' });
  });

  it('an amount becomes Money in cents', () => {
    const body = validateBody(CreatePaymentRequestBody, { amount: 19.99, description: 'x', customer: { dni: 'V123' } });
    expect(body.amount).toBeInstanceOf(Money);
    expect(body.amount.cents).toBe(1999);
  });

  it('a field that does not parse is named with the rule; one that is not text says so', () => {
    expect(problemsOf(() => validateBody(C2pPaymentBody, { ...c2p, issuer_bank_id: '9999', phone_number: 4147654321 }, 'payment'))).toEqual([
      { field: 'payment.phone_number', reason: 'wrong_type', message: 'must be a string' },
      { field: 'payment.issuer_bank_id', reason: 'invalid', message: 'must be the 4-digit code of a bank in the BCV list' },
    ]);
  });

  it('an object shaped like a parsed value is not taken for one', () => {
    expect(problemsOf(() => validateBody(C2pPaymentBody, { ...c2p, issuer_bank_id: { code: '0134', name: 'Banesco' } }, 'payment'))).toEqual([
      { field: 'payment.issuer_bank_id', reason: 'wrong_type', message: 'must be a string' },
    ]);
  });
});
