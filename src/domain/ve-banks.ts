/**
 * Banks taking part in interbank payments (C2P among them), by their BCV code, and the mobile
 * prefixes in use. Banks merge and rename: this table is the one place to change.
 */
export const VE_BANKS: Readonly<Record<string, string>> = {
  '0102': 'Banco de Venezuela',
  '0104': 'Banco Venezolano de Crédito',
  '0105': 'Banco Mercantil',
  '0108': 'BBVA Provincial',
  '0114': 'Bancaribe',
  '0115': 'Banco Exterior',
  '0128': 'Banco Caroní',
  '0134': 'Banesco',
  '0137': 'Banco Sofitasa',
  '0138': 'Banco Plaza',
  '0146': 'Bangente',
  '0151': 'BFC Banco Fondo Común',
  '0156': '100% Banco',
  '0157': 'DelSur Banco Universal',
  '0163': 'Banco del Tesoro',
  '0166': 'Banco Agrícola de Venezuela',
  '0168': 'Bancrecer',
  '0169': 'R4 Banco Microfinanciero',
  '0171': 'Banco Activo',
  '0172': 'Bancamiga',
  '0173': 'Banco Internacional de Desarrollo',
  '0174': 'Banplus',
  '0175': 'Banco Digital de los Trabajadores',
  '0177': 'BANFANB',
  '0178': 'N58 Banco Digital',
  '0191': 'Banco Nacional de Crédito (BNC)',
};

export const VE_MOBILE_PREFIXES: readonly string[] = ['0412', '0414', '0416', '0422', '0424', '0426'];

/** A bank of the BCV list: its 4-digit code and its name. */
export interface Bank {
  readonly code: string;
  readonly name: string;
}

/** The bank whose BCV code is `raw`; null for anything else. */
export function parseBankCode(raw: unknown): Bank | null {
  if (typeof raw !== 'string' || !Object.prototype.hasOwnProperty.call(VE_BANKS, raw)) return null;
  return { code: raw, name: VE_BANKS[raw] };
}
