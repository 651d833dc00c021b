type Examples = Record<string, { summary: string; value: unknown }>;

/** Request examples with the sandbox gateways' fixed outcomes; tests/e2e/openapi holds each to its schema and sends it. */
const REQUEST_ID = 'preq_4f8Qm2ZkT7bX9cV1nL3pR5sD';

export const CREATE_EXAMPLES: Examples = {
  newCustomer: {
    summary: 'A customer this merchant has not billed before',
    value: {
      amount: 19.99, description: 'Order #1001', external_id: 'order-1001',
      customer: { dni: 'V12345678', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
    },
  },
  knownCustomer: {
    summary: 'A customer this merchant has billed before: the dni is enough',
    value: { amount: 5, description: 'Monthly plan', customer: { dni: 'V12345678' } },
  },
};

export const UPDATE_EXAMPLES: Examples = {
  amount: { summary: 'A new amount', value: { amount: 25.5 } },
  both: { summary: 'A new amount and description', value: { amount: 25.5, description: 'Order #1001, with shipping' } },
};

const c2p = (phone_number: string, issuer_payer_id: string, issuer_bank_id: string, otp_token: string) => ({
  payment: { phone_number, issuer_payer_id, issuer_bank_id, payment_request_id: REQUEST_ID, otp_token },
});

export const C2P_EXAMPLES: Examples = {
  approved: { summary: 'Approved in the sandbox (OTP 123456)', value: c2p('04141234567', 'V12345678', '0134', '123456') },
  insufficientFunds: {
    summary: 'Declined in the sandbox: insufficient_funds (OTP 111111)',
    value: c2p('+584141234567', 'V-12345678', '0102', '111111'),
  },
};

const card = (card_number: string) => ({
  payment: { card_number, card_customer_id: 'V12345678', card_expiry_date: '12/30', payment_request_id: REQUEST_ID, card_cvv: '123' },
});

export const CARD_EXAMPLES: Examples = {
  visa: { summary: 'Approved in the sandbox (Visa 4242 4242 4242 4242)', value: card('4242424242424242') },
  mastercard: { summary: 'Approved in the sandbox (Mastercard 5555 5555 5555 4444)', value: card('5555 5555 5555 4444') },
  declined: { summary: 'Declined in the sandbox: card_declined', value: card('4000000000000002') },
  insufficientFunds: { summary: 'Declined in the sandbox: insufficient_funds', value: card('4000000000009995') },
};

const p2p = (reference: string) => ({
  payment: { phone_number: '04141234567', issuer_bank_id: '0102', payment_request_id: REQUEST_ID, reference },
});

export const P2P_EXAMPLES: Examples = {
  found: { summary: 'Found at once in the sandbox (any reference not ending in 00, 01 or 02)', value: p2p('004512345678') },
  notYet: { summary: 'Not shown by the bank yet in the sandbox: 202 (a reference ending in 02)', value: p2p('12345602') },
};
