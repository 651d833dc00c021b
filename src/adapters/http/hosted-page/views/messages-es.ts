import { CancellationReason, MAX_REJECTED_INTENTS } from '../../../../domain/payment-requests';
import { ErrorCode } from '../../kit/error-codes';
import { P2P_DAYS_BACK } from '../../../../application/reported-transfers/pay-by-p2p';
import { C2pKeyNote } from '../c2p-key-note';

/** A paid request some of whose money went back: all of it, or part. */
export const REFUNDED_LABELS = { all: 'Reembolsado', part: 'Reembolsado en parte' } as const;

export const CANCELED_NOTICES: Record<CancellationReason, PageText> = {
  requested: { title: 'Solicitud anulada', message: 'Esta solicitud de pago fue anulada.' },
  expired: { title: 'Solicitud vencida', message: 'Esta solicitud de pago venció.' },
};

const DECLINE_MESSAGES: Record<string, string> = {
  invalid_otp: 'La clave OTP no es válida o ya expiró. Solicita una nueva clave a tu banco e inténtalo de nuevo.',
  insufficient_funds: 'Fondos insuficientes. Verifica tu saldo o usa otro medio de pago.',
  card_declined: 'Tu banco rechazó la tarjeta. Comunícate con tu banco o usa otra tarjeta.',
  invalid_card_number: 'El número de tarjeta no es válido. Revísalo e inténtalo de nuevo.',
  card_not_supported: 'Solo aceptamos tarjetas Visa y Mastercard.',
  expired_card: 'La tarjeta está vencida. Usa otra tarjeta.',
  // A reported Pago Móvil transfer.
  amount_mismatch:
    'Encontramos tu transferencia, pero por un monto distinto al de esta solicitud: debe ser el monto exacto indicado. ' +
    'Si ya enviaste otro monto, comunícate con el comercio.',
  reference_already_used: 'Esa referencia ya se usó para pagar otra solicitud. Revisa el número de referencia en la app de tu banco.',
  payment_not_found:
    'No encontramos tu transferencia. Revisa la referencia, tu banco, tu teléfono y la fecha del pago, e inténtalo de nuevo.',
};

const GENERIC_DECLINE = 'No pudimos procesar el pago. Inténtalo de nuevo o usa otro medio de pago.';

export function declineMessage(declineCode: string): string {
  return Object.prototype.hasOwnProperty.call(DECLINE_MESSAGES, declineCode) ? DECLINE_MESSAGES[declineCode] : GENERIC_DECLINE;
}

/** Why the bank would not send the C2P key, by its decline code; anything else is C2P_KEY_REFUSED. */
const C2P_KEY_REFUSALS: Record<string, string> = {
  payer_not_affiliated:
    'Tu banco no pudo enviarte la clave: ese teléfono no está afiliado a Pago Móvil. Revisa tus datos o usa otro medio de pago.',
  invalid_payer: 'Tu banco no pudo enviarte la clave: revisa tu cédula, tu teléfono y tu banco.',
};
const C2P_KEY_REFUSED = 'Tu banco no pudo enviarte la clave. Revisa tus datos e inténtalo de nuevo, o usa otro medio de pago.';

/** What the C2P form says after the customer asked for the key by SMS ("Recibir la clave por SMS"). */
export function c2pKeyMessage(note: C2pKeyNote, declineCode?: string): string {
  switch (note.outcome) {
    case 'sent':
      return `Te enviamos la clave de pago por SMS. Vence en ${Math.max(1, Math.round(note.expiresInSeconds / 60))} minutos: ` +
        'escríbela en «Clave OTP» y paga.';
    case 'refused':
      return declineCode && Object.hasOwn(C2P_KEY_REFUSALS, declineCode) ? C2P_KEY_REFUSALS[declineCode] : C2P_KEY_REFUSED;
    case 'limited':
      return `Ya pediste varias claves hace poco. Espera ${waitEs(note.retryAfterSeconds)} antes de pedir otra; ` +
        'si ya te llegó una, escríbela en «Clave OTP».';
    case 'unconfirmed':
      return 'Tu banco no respondió a tiempo: puede que la clave te llegue igual. Si no llega en un minuto, pídela de nuevo.';
    case 'not_supported':
      return 'Para este pago, pide la clave de pago a tu banco y escríbela en «Clave OTP».';
  }
}

const waitEs = (seconds: number) => (seconds < 60 ? `${seconds} segundos` : `${Math.ceil(seconds / 60)} minutos`);

/** A post that found the request changed meanwhile (after retries): nothing was charged. */
export const REQUEST_CHANGED =
  'La solicitud de pago cambió mientras procesábamos tu pago y no se hizo ningún cargo. Revisa la solicitud e inténtalo de nuevo.';

export const REQUIRED = 'Este campo es obligatorio.';

/** What each field of the forms must hold, said to the customer. */
export const FIELD_RULES: Record<string, string> = {
  phone_number: 'Ingresa un celular venezolano de 11 dígitos que empiece por 0412, 0414, 0416, 0422, 0424 o 0426.',
  issuer_payer_id: 'Ingresa tu cédula o RIF: V, E, J, G, P o C seguida de 5 a 10 dígitos (por ejemplo V20987654).',
  issuer_bank_id: 'Selecciona tu banco de la lista.',
  otp_token: 'La clave OTP debe tener de 4 a 12 dígitos.',
  card_number: 'El número de tarjeta debe tener de 12 a 19 dígitos.',
  card_customer_id: 'Ingresa la cédula del titular: V, E, J, G, P o C seguida de 5 a 10 dígitos.',
  card_expiry_date: 'Usa el formato MM/AA, con un mes de 01 a 12.',
  card_cvv: 'El CVV debe tener 3 o 4 dígitos.',
  reference: 'La referencia debe tener de 4 a 20 dígitos, tal como la muestra tu banco.',
  paid_on: `Indica el día en que enviaste el pago: hoy o hasta ${P2P_DAYS_BACK} días antes.`,
};

export const FORM_HAS_ERRORS = 'Revisa los datos marcados e inténtalo de nuevo.';
export const ALREADY_PAID = 'Esta solicitud ya fue pagada; no se hizo ningún cargo nuevo.';
export const ALREADY_PROCESSING = 'Esta solicitud ya tiene un pago en proceso; no se hizo ningún cargo nuevo.';
export const NOT_PAYABLE = 'Esta solicitud ya no se puede pagar.';

/** A post for a method this request cannot be paid with (a live request whose method only the sandbox takes). */
export const METHOD_UNAVAILABLE = 'Ese medio de pago no está disponible para esta solicitud; no se hizo ningún cargo.';
/** A live request no configured bank can take. */
export const NO_METHODS = 'Por ahora esta solicitud no se puede pagar en línea: el comercio no tiene medios de pago activos.';

/** Above every page of a test-mode request; a live page never shows it. */
export const TEST_MODE = {
  title: 'Modo de prueba: no se cobra dinero real',
  // The sandbox's fixed outcomes (docs/merchant-guide.md, "Test and live mode").
  values: [
    'Pago Móvil (C2P): la clave OTP 123456 (o 654321) aprueba el pago; 111111 lo rechaza por fondos insuficientes; ' +
      'cualquier otra, por clave inválida.',
    'Tarjeta: 4242 4242 4242 4242 (Visa) o 5555 5555 5555 4444 (Mastercard) aprueban; 4000 0000 0000 0002 es rechazada. ' +
    'Cualquier vencimiento futuro y CVV.',
    'Clave por SMS (C2P): no se envía ningún SMS; la clave se da por enviada, salvo para la cédula V11111111, que el banco rechaza.',
    'Pago Móvil (transferencia), por los dos últimos dígitos de la referencia: 00 nunca aparece; 01 llega con un bolívar menos; ' +
      '02 aparece a los 20 segundos; cualquier otra se encuentra de inmediato.',
  ],
} as const;
export const NOT_PAYABLE_CANCELED: Record<CancellationReason, string> = {
  requested: 'Esta solicitud de pago fue anulada; no se hizo ningún cargo.',
  expired: 'Esta solicitud de pago venció; no se hizo ningún cargo.',
};

export interface PageText {
  title: string;
  message: string;
}

/** What the page says for each error code it answers with; the status comes from the code's table. */
export const ERROR_PAGES = {
  not_found: {
    title: 'Solicitud de pago no encontrada',
    message: 'El enlace de pago no existe o está incompleto. Verifica el enlace que te envió el comercio.',
  },
  bad_request: { title: 'No pudimos leer el formulario', message: 'Vuelve a la página de pago e inténtalo de nuevo.' },
  payload_too_large: {
    title: 'Formulario demasiado grande',
    message: 'Los datos enviados superan el tamaño permitido. Vuelve a la página de pago e inténtalo de nuevo.',
  },
  payment_attempts_exhausted: {
    title: 'Se agotaron los intentos de pago',
    message: `Esta solicitud de pago ya tuvo ${MAX_REJECTED_INTENTS} intentos rechazados y no acepta más. ` +
      `Pide al comercio un nuevo enlace de pago.`,
  },
  conflict: {
    title: 'La solicitud cambió',
    message: 'La solicitud de pago cambió mientras la procesábamos y no se hizo ningún cargo. Vuelve a abrir el enlace de pago.',
  },
  service_unavailable: {
    title: 'Servicio no disponible',
    message: 'No pudimos atenderte en este momento y no se hizo ningún cargo. Inténtalo de nuevo en unos minutos.',
  },
  rate_limited: { title: 'Demasiados intentos', message: 'Inténtalo de nuevo en unos minutos.' },
  internal_error: {
    title: 'Algo salió mal',
    message: 'No pudimos completar la operación. Si intentabas pagar, revisa el estado de la solicitud antes de intentarlo de nuevo.',
  },
} as const satisfies Partial<Record<ErrorCode, PageText>>;

const inMinutes = (retryAfterSeconds: number) => `Inténtalo de nuevo en ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutos.`;

/** Too many payment intents on one link. */
export const tooManyCheckoutTries = (retryAfterSeconds: number): PageText => ({
  title: 'Demasiados intentos',
  message: `Se hicieron demasiados intentos de pago con este enlace. ${inMinutes(retryAfterSeconds)}`,
});

/** Too many payment intents from one connection, across links. */
export const tooManyCheckoutTriesFromAddress = (retryAfterSeconds: number): PageText => ({
  title: 'Demasiados intentos',
  message: `Se hicieron demasiados intentos de pago desde tu conexión. ${inMinutes(retryAfterSeconds)}`,
});

/** Too many incomplete or unreadable forms from one address. */
export const tooManyMalformedPosts = (retryAfterSeconds: number): PageText => ({
  title: 'Demasiados intentos',
  message: `Se enviaron demasiados formularios incompletos desde tu conexión. ${inMinutes(retryAfterSeconds)}`,
});
