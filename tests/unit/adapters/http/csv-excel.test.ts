import { CSV_COLUMNS } from '../../../../src/adapters/http/dashboard/csv-columns';
import { excelHeader, excelHeaderLine, excelLine } from '../../../../src/adapters/http/dashboard/csv-excel';

describe('The CSV for Excel', () => {
  it('has a Spanish header of its own for every column of the export', () => {
    const headers = CSV_COLUMNS.map(([name]) => excelHeader(name));
    expect(new Set(headers).size).toBe(CSV_COLUMNS.length);
    expect(headers.filter((header, i) => header === CSV_COLUMNS[i][0])).toEqual([]);
    expect(excelHeaderLine(['id', 'main_amount.amount', 'created_at'])).toBe('ID;Monto;Creada\r\n');
  });

  it('writes decimal commas, never an exponent, and booleans as sí or no', () => {
    expect(excelLine([['main_amount.amount', 19.99], ['main_amount.amount_cents', 1999], ['rate.amount', 0.00000001], ['livemode', true]], 'UTC'))
      .toBe('19,99;1999;0,00000001;sí\r\n');
  });

  it('writes times as YYYY-MM-DD HH:MM in the business time zone, the day there included', () => {
    const utcMidnight = Date.UTC(2026, 10, 22, 2, 30) / 1000;
    expect(excelLine([['created_at', utcMidnight], ['expires_at', null]], 'America/Caracas')).toBe('2026-11-21 22:30;\r\n');
    expect(excelLine([['created_at', utcMidnight]], 'UTC')).toBe('2026-11-22 02:30\r\n');
  });

  it('quotes a cell holding ; or " or a line break, leaves commas alone, and makes a formula inert', () => {
    expect(excelLine([['description', 'a;b'], ['description', 'dijo "hola"'], ['description', 'uno, dos'], ['description', 'x\ny']], 'UTC'))
      .toBe('"a;b";"dijo ""hola""";uno, dos;"x\ny"\r\n');
    expect(excelLine([['description', '=1+1'], ['description', '+58'], ['description', '-5'], ['description', '@SUM(A1;A2)']], 'UTC'))
      .toBe('\'=1+1;\'+58;\'-5;"\'@SUM(A1;A2)"\r\n');
  });
});
