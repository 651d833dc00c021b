import { Request, Response } from 'express';
import { FakeAnswer, FakeCharge, FakeRefund } from './fake-mercantil-ledger';

/** Sends the answer, or loses it the way `answer` says (the booking stands either way). */
export function deliver(req: Request, res: Response, answer: FakeAnswer, send: () => void): void {
  if (answer === 'never_answer') return;
  if (answer === 'reset_connection') {
    req.socket.destroy();
    return;
  }
  if (answer === 'unreadable_answer') {
    res.status(200).type('html').send('<html><body>Service temporarily rerouted</body></html>');
    return;
  }
  if (answer === 'server_error') {
    res.status(500).json({ httpCode: '500', httpMessage: 'Internal Server Error' });
    return;
  }
  send();
}

/** The bank's answer to a charge: its refusal, or the approved transaction. */
export function sendCharge(res: Response, charge: FakeCharge): void {
  const { method, invoiceNumber, amount, outcome } = charge;
  if (outcome.status === 'declined') {
    res.status(400).json({ error_list: [{ error_code: outcome.errorCode, description: outcome.description }] });
    return;
  }
  const member = method === 'c2p' ? 'transaction_c2p_response' : 'transaction_response';
  res.json({
    [member]: {
      trx_status: 'approved', trx_type: 'compra', payment_method: method === 'c2p' ? 'c2p' : 'tdc', amount, currency: 'ves',
      invoice_number: invoiceNumber, payment_reference: outcome.paymentReference,
    },
  });
}

/** The bank's answer to an `anulacion` or `vuelto` it booked. */
export function sendRefund(res: Response, refund: FakeRefund): void {
  const { kind, amount, invoiceNumber, paymentReference } = refund;
  res.json({
    transaction_c2p_response: {
      trx_status: 'approved', trx_type: kind, payment_method: kind === 'vuelto' ? 'p2p' : 'c2p', amount, currency: 'ves',
      invoice_number: invoiceNumber, payment_reference: paymentReference,
    },
  });
}
