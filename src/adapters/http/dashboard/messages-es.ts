import { FieldReason } from '../../../domain/errors';
import { ErrorCode } from '../kit/error-codes';
import { Problem } from '../kit/problem';

/**
 * The dashboard's one table of Spanish messages: what it says for each error code of the API, and
 * beside each field the API refuses. The API keeps its English; the dashboard reads only the code
 * and the field, never the API's sentence.
 */
export const REFUSAL_MESSAGES_ES: Record<ErrorCode, string> = {
  bad_request: 'No se pudo leer el formulario; no se cambió nada.',
  unauthorized: 'La clave no es válida o fue revocada.',
  payment_declined: 'El pago fue rechazado.',
  live_mode_required: 'Las cuentas bancarias son del modo real: entra con una clave sk_live_…; no se cambió nada.',
  not_found: 'No existe en este modo, o ya no está; no se cambió nada.',
  conflict: 'Cambió mientras lo procesábamos; no se cambió nada. Vuelve a abrir la página e inténtalo de nuevo.',
  idempotency_key_in_use: 'Otra operación igual sigue en curso; inténtalo de nuevo en unos segundos.',
  payload_too_large: 'El formulario es demasiado grande; no se cambió nada.',
  unsupported_media_type: 'No se pudo leer el formulario; no se cambió nada.',
  validation_error: 'Revisa los datos marcados; no se cambió nada.',
  payment_request_not_updatable: 'Esta solicitud ya no se puede cambiar: solo una pendiente de pago y sin vencer.',
  payment_request_not_payable: 'Esta solicitud ya no se puede pagar.',
  payment_request_not_cancelable: 'Esta solicitud ya no se puede anular: solo una pendiente de pago y sin vencer; no se cambió nada.',
  payment_attempts_exhausted: 'Esta solicitud agotó sus intentos de pago; crea una nueva.',
  payment_method_unavailable: 'Ese medio de pago no está disponible: conecta una cuenta bancaria que lo acepte.',
  payment_request_not_refundable:
    'Esta solicitud no se puede reembolsar: solo una pagada, y mientras quede algo sin reembolsar; no se cambió nada.',
  refund_exceeds_remaining: 'El monto es mayor que lo que queda por reembolsar; no se cambió nada.',
  refund_not_actionable: 'Este reembolso ya no se puede cambiar.',
  idempotency_key_reused: 'Esta operación ya se hizo antes con otros datos; no se cambió nada.',
  too_many_webhook_endpoints: 'Ya tienes el máximo de 16 endpoints de webhook; elimina uno primero. No se cambió nada.',
  too_many_api_keys: 'Ya tienes el máximo de claves activas en este modo; revoca una primero. No se cambió nada.',
  method_already_routed:
    'Otra cuenta verificada ya recibe uno de esos medios de pago: desactívala primero o deja ese medio sin marcar. No se cambió nada.',
  bank_account_disabled: 'La cuenta está desactivada y no se puede cambiar ni verificar; conecta otra.',
  rate_limited: 'Demasiadas operaciones seguidas; inténtalo de nuevo en un minuto.',
  internal_error: 'Algo falló de nuestro lado; quedó registrado.',
  payment_outcome_unknown: 'El banco no respondió todavía; el resultado se confirmará más tarde. No lo repitas.',
  service_unavailable: 'No se pudo consultar la base de datos; no se cambió nada. Inténtalo de nuevo en unos minutos.',
  rate_unavailable: 'No hay una tasa de cambio vigente del BCV; no se cambió nada. Inténtalo más tarde.',
  bank_credentials_key_missing:
    'Este servidor no tiene la clave para guardar credenciales bancarias (BANK_CREDENTIALS_KEY); no se guardó nada.',
  c2p_key_not_supported: 'El banco de este cobro no envía la clave C2P: el pagador la pide a su propio banco.',
  c2p_key_refused: 'El banco no quiso enviar la clave C2P al pagador; no se envió nada.',
  too_many_c2p_keys: 'Se pidieron demasiadas claves C2P para este cobro o este teléfono; inténtalo de nuevo en unos minutos.',
  c2p_key_outcome_unknown: 'El banco no respondió: puede que la clave C2P se haya enviado. Si no llega en un minuto, pídela de nuevo.',
};

/** A list filter the API's table refuses, said by the parameter it names (and its reason), never by its words. */
export function listFilterMessageEs(refused: Problem): string {
  const [named] = refused.extensions.errors ?? [];
  const parameter = named?.field.split('[', 1)[0];
  if (parameter === 'created_at') {
    return named.reason === 'out_of_order'
      ? 'La fecha «desde» no puede ser posterior a la fecha «hasta».'
      : 'Escribe las fechas como AAAA-MM-DD, con un día que exista.';
  }
  if (parameter === 'status') return 'Elige un estado de la lista.';
  if (parameter === 'page') return 'Esa página de la lista no existe.';
  return 'Revisa los filtros: alguno no es válido.';
}

/** A payment link's `expires_at`: a date and time of up to a year ahead, unlike a request's (chosen from a list). */
export const LINK_EXPIRY_FIELD = 'payment_link.expires_at';

/** What each field the dashboard posts is called on its pages, by the API's name for it. */
export const FIELD_LABELS_ES: Record<string, string> = {
  amount: 'Monto',
  description: 'Descripción',
  external_id: 'Referencia interna',
  'customer.dni': 'Cédula o RIF del cliente',
  'customer.email': 'Correo del cliente',
  'customer.first_name': 'Nombre del cliente',
  'customer.last_name': 'Apellido del cliente',
  expires_at: 'Vencimiento',
  reason: 'Motivo',
  expires_in_hours: 'Horas que sigue funcionando la clave anterior',
  bank: 'Banco',
  methods: 'Medios de pago',
  credentials: 'Credenciales',
  url: 'URL',
  events: 'Eventos',
  enabled: 'Estado',
  active: 'Estado del enlace',
  [LINK_EXPIRY_FIELD]: 'Vencimiento del enlace',
};

/** A field's message when it is invalid (the API's rule, said in Spanish). */
const INVALID_ES: Record<string, string> = {
  amount: 'Escribe un monto en USD mayor que 0, con hasta dos decimales (por ejemplo 1.234,50).',
  description: 'La descripción es demasiado larga o tiene caracteres no permitidos (como etiquetas HTML).',
  external_id: 'La referencia interna debe tener de 1 a 255 caracteres, sin etiquetas HTML.',
  'customer.dni': 'Escribe una cédula o RIF: V, E, J, G, P o C seguida de 5 a 10 dígitos (por ejemplo V12345678).',
  'customer.email': 'Escribe un correo válido (por ejemplo nombre@correo.com).',
  'customer.first_name': 'Escribe un nombre de 1 a 100 caracteres, sin etiquetas HTML.',
  'customer.last_name': 'Escribe un apellido de 1 a 100 caracteres, sin etiquetas HTML.',
  expires_at: 'Elige un vencimiento de la lista: entre una hora y 30 días desde ahora.',
  reason: 'Elige un motivo de la lista.',
  expires_in_hours: 'Escribe un número entero de horas, de 0 a 168.',
  bank: 'Elige un banco de la lista.',
  methods: 'Marca al menos un medio de pago que el banco acepte.',
  url: 'Escribe una URL https:// pública que pueda recibir los avisos.',
  events: 'Marca al menos un tipo de evento, o «Todos».',
  enabled: 'Elige si el endpoint está activo.',
  active: 'Elige si el enlace está activo.',
  [LINK_EXPIRY_FIELD]:
    'Escribe la fecha y hora como AAAA-MM-DD HH:MM, entre un minuto y un año desde ahora, o déjalo vacío para que no venza.',
};

const INVALID_FALLBACK_ES = 'Este valor no es válido.';

/** What the page says for a reason, whatever the field; any other reason is said by the field's own rule (INVALID_ES). */
const REASON_ES: Partial<Record<FieldReason, string>> = {
  required: 'Este campo es obligatorio.',
  required_for_new_customer: 'Este cliente es nuevo: este campo es obligatorio la primera vez.',
  not_allowed: 'Este campo no se puede enviar.',
  exceeds_remaining: 'No puede ser más de lo que queda por reembolsar.',
};

/** The Spanish message beside a field the API refused: by field and reason code, with a Spanish fallback for an unknown field. */
export function fieldMessageEs(field: string, reason: FieldReason): string {
  if (field.startsWith('credentials.') && reason !== 'required') return 'Revisa esta credencial: no tiene la forma que el banco usa.';
  return REASON_ES[reason] ?? (Object.hasOwn(INVALID_ES, field) ? INVALID_ES[field] : INVALID_FALLBACK_ES);
}

/** A field's name as a person reads it; an unknown one is named generically, never by its wire name. */
export const fieldLabelEs = (field: string): string =>
  Object.hasOwn(FIELD_LABELS_ES, field) ? FIELD_LABELS_ES[field]
    : field.startsWith('credentials.') ? 'Credencial' : 'Otro dato';
