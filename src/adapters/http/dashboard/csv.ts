/**
 * One CSV cell: quoted when it must be (it holds the separator, a quote or a line break), and text a
 * spreadsheet would run as a formula made inert.
 */
export function csvCell(value: unknown, separator = ','): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // OWASP's advice against CSV injection: a leading =, +, -, @, tab or CR starts a formula in Excel and LibreOffice.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[], separator = ','): string {
  return `${values.map((value) => csvCell(value, separator)).join(separator)}\r\n`;
}
