/** A business outcome: HTTP 200 and a body with `code` (a number or a string, as each operation writes it). */
export interface FakeAnswer {
  body: object;
}

/** C2P's shape: `{code: "1000", message, data, status: 200}`, the code a string. */
export function c2pAnswer(code: string, message: string, data: object | null = null): FakeAnswer {
  return { body: { code, message, data, status: 200 } };
}

/** getMovement's and getOutMovement's shape: the code a number. */
export function conciliationAnswer(code: number, message: string, data: object | null = null): FakeAnswer {
  return { body: { code, message, data, status: 200 } };
}

/** A request whose body the bank cannot read: the Spring-style 400 (thrown, answered by the server). */
export class MalformedRequest extends Error {}

/** The fake's words for a key that is not the merchant's for this product (the manuals' wording for getMovement). */
export const KEY_REFUSED = 'Cliente no afiliado al producto';

export const C2P_MESSAGES: Readonly<Record<string, string>> = {
  '1000': 'Transaccion realizada',
  '1002': 'Ha ocurrido un error envío conector',
  '1006': 'El Rif suministrado no es Merchant',
  '1013': 'Monto inválido',
  '1014': 'Beneficiario no afiliado a PagomóvilBDV',
  '1015': 'No afiliado a ClavemóvilBDV',
  '1026': 'Referencia / Monto duplicado',
  '1030': 'Formato inválido',
  '1034': 'Saldo insuficiente',
  '1041': 'Servicio inactivo',
  '1050': 'La solicitud superó el Timeout',
  '1055': 'Clave no existe',
  '1056': 'El número de teléfono no corresponde con el titular',
  '1061': 'Monto supera el límite diario',
  '1062': 'Cuenta con inconvenientes',
  '1065': 'Cantidad de transacciones superada',
  '1080': 'Documento de identidad inválido',
  '1091': 'Banco destino inactivo',
  '1092': 'Banco destino no afiliado',
  '1094': 'Operación duplicada',
};

export function c2pCode(code: string, data: object | null = null): FakeAnswer {
  return c2pAnswer(code, C2P_MESSAGES[code] ?? 'Error', data);
}
