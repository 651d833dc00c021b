import { createClient } from '../src';

/** Creates a payment request and pays it by C2P with the sandbox's approving OTP. */
export async function payInSandbox(baseUrl: string, secretKey: string): Promise<string> {
  const client = createClient({ baseUrl, secretKey });

  const { data: request, error } = await client.POST('/api/v1/payment_requests', {
    body: {
      amount: 19.99,
      description: 'Order #1001',
      external_id: 'order-1001',
      customer: { dni: 'V12345678', email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
    },
  });
  if (error) throw new Error(`${error.code}: ${error.detail}`);
  console.log(request.id, request.conversion_amount.amount, 'VES to pay at', request.payment_url);

  const paid = await client.POST('/api/v1/checkouts/c2p', {
    body: {
      payment: { payment_request_id: request.id, phone_number: '04141234567', issuer_payer_id: 'V12345678', issuer_bank_id: '0134', otp_token: '123456' },
    },
  });
  if (paid.error) throw new Error(`${paid.error.code}: ${paid.error.detail}`);
  console.log(paid.data.status, paid.data.succeeded_payment_confirmation?.reference_id);
  return request.id;
}
