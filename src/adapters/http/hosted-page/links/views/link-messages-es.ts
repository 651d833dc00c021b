import { PageText } from '../../views/messages-es';

/** The link page's own texts (Spanish, for the customer). */
export const LINK_PAGES = {
  not_found: {
    title: 'Enlace de pago no encontrado',
    message: 'El enlace de pago no existe o está incompleto. Verifica el enlace que te envió el comercio.',
  },
  inactive: {
    title: 'Enlace de pago no disponible',
    message: 'El comercio desactivó este enlace de pago: ya no acepta pagos. Pídele un enlace nuevo.',
  },
  expired: {
    title: 'Enlace de pago vencido',
    message: 'Este enlace de pago venció y ya no acepta pagos. Pide al comercio un enlace nuevo.',
  },
  bad_request: { title: 'No pudimos leer el formulario', message: 'Vuelve a abrir el enlace de pago e inténtalo de nuevo.' },
  payload_too_large: {
    title: 'Formulario demasiado grande',
    message: 'Los datos enviados superan el tamaño permitido. Vuelve a abrir el enlace de pago e inténtalo de nuevo.',
  },
  service_unavailable: {
    title: 'Servicio no disponible',
    message: 'No pudimos atenderte en este momento y no se creó ninguna solicitud. Inténtalo de nuevo en unos minutos.',
  },
  internal_error: {
    title: 'Algo salió mal',
    message: 'No pudimos completar la operación. Vuelve a abrir el enlace de pago e inténtalo de nuevo.',
  },
} as const satisfies Record<string, PageText>;

export const NEW_CUSTOMER_ALERT =
  'Es la primera vez que pagas a este comercio con esta cédula: completa tu correo, nombre y apellido para continuar.';
export const RATE_UNAVAILABLE_ALERT =
  'No podemos calcular el precio en bolívares en este momento. No se creó ninguna solicitud; inténtalo de nuevo en unos minutos.';

const inMinutes = (retryAfterSeconds: number) => `Inténtalo de nuevo en ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutos.`;

export const tooManyFromAddress = (retryAfterSeconds: number) =>
  `Se crearon demasiadas solicitudes de pago desde tu conexión con este enlace. No se creó ninguna. ${inMinutes(retryAfterSeconds)}`;
export const tooManyOnLink = (retryAfterSeconds: number) =>
  `Este enlace de pago recibió demasiadas solicitudes en la última hora. No se creó ninguna. ${inMinutes(retryAfterSeconds)}`;
