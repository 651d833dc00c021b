import { FakeAnswer } from './fake-mercantil-ledger';

/**
 * The fake's test values (docs/banks-mercantil.md, "The local fake Mercantil"). Refusal codes follow ISO 8583, as
 * the adapter's table assumes; the bank's real table must be checked on its sandbox.
 */
export const FAKE_MERCANTIL = {
  c2p: {
    approvedOtp: '123456',
    insufficientFundsOtp: '111111',
    /** The charge lands but the answer never comes. */
    neverAnswerOtp: '999999',
    /** The charge lands, then the bank answers 500. */
    serverErrorOtp: '888888',
    /** The charge lands, then the connection is reset. */
    resetOtp: '777777',
    /** The charge lands, then the bank answers 200 with a page that is not JSON. */
    unreadableOtp: '666666',
  },
  card: {
    declined: '4000000000000002',
    insufficientFunds: '4000000000009995',
    neverAnswerCvv: '999',
    serverErrorCvv: '888',
    resetCvv: '777',
    unreadableCvv: '666',
  },
} as const;

const REFUSALS = {
  insufficientFunds: { errorCode: '51', description: 'Fondos insuficientes' },
  invalidOtp: { errorCode: '55', description: 'Clave de pago inválida o vencida' },
  declinedByIssuer: { errorCode: '05', description: 'Transacción rechazada por el emisor' },
} as const;

const LOST_ANSWERS: Record<string, FakeAnswer> = {
  [FAKE_MERCANTIL.c2p.neverAnswerOtp]: 'never_answer',
  [FAKE_MERCANTIL.c2p.serverErrorOtp]: 'server_error',
  [FAKE_MERCANTIL.c2p.resetOtp]: 'reset_connection',
  [FAKE_MERCANTIL.c2p.unreadableOtp]: 'unreadable_answer',
};

const LOST_CARD_ANSWERS: Record<string, FakeAnswer> = {
  [FAKE_MERCANTIL.card.neverAnswerCvv]: 'never_answer',
  [FAKE_MERCANTIL.card.serverErrorCvv]: 'server_error',
  [FAKE_MERCANTIL.card.resetCvv]: 'reset_connection',
  [FAKE_MERCANTIL.card.unreadableCvv]: 'unreadable_answer',
};

/** `decline` null approves; `answer` says whether the answer reaches the caller. */
export interface Decision {
  decline: { errorCode: string; description: string } | null;
  answer: FakeAnswer;
}

/** C2P by the decrypted OTP: 123456 and the lost-answer OTPs approve, 111111 lacks funds, any other is invalid. */
export function decideC2p(otp: string): Decision {
  if (otp === FAKE_MERCANTIL.c2p.insufficientFundsOtp) return { decline: REFUSALS.insufficientFunds, answer: 'answer' };
  if (otp === FAKE_MERCANTIL.c2p.approvedOtp || LOST_ANSWERS[otp]) return { decline: null, answer: LOST_ANSWERS[otp] ?? 'answer' };
  return { decline: REFUSALS.invalidOtp, answer: 'answer' };
}

/** A card by its number (two declining numbers), then by its decrypted CVV (the lost-answer CVVs); any other approves. */
export function decideCard(cardNumber: string, cvv: string): Decision {
  if (cardNumber === FAKE_MERCANTIL.card.declined) return { decline: REFUSALS.declinedByIssuer, answer: 'answer' };
  if (cardNumber === FAKE_MERCANTIL.card.insufficientFunds) return { decline: REFUSALS.insufficientFunds, answer: 'answer' };
  return { decline: null, answer: LOST_CARD_ANSWERS[cvv] ?? 'answer' };
}
