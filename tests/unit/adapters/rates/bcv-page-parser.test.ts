import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UnreadableRatePage, parseBcvPage } from '../../../../src/adapters/rates/bcv-page-parser';

const HOME = readFileSync(join(__dirname, '../../../fixtures/bcv-home.html'), 'utf8');

/** The home page with the USD figure and the value date's attribute replaced. */
function page(usd: string, valueDate = '2026-11-24T00:00:00-04:00'): string {
  return HOME.replace('<strong> 241,57820000 </strong>', `<strong>${usd}</strong>`).replace('content="2026-11-24T00:00:00-04:00"', `content="${valueDate}"`);
}

describe('Reading the BCV home page', () => {
  it('reads the USD rate (comma decimals) and its value date, not the other currencies or other dates on the page', () => {
    expect(parseBcvPage(HOME)).toEqual({ vesPerUsd: '241.57820000', valueDate: '2026-11-24' });
  });

  it.each([
    ['  241,5782 ', '241.5782'],
    ['\n 36,50\n', '36.50'],
    ['1.241,57820000', '1241.57820000'],
    ['240', '240'],
  ])('reads %j as %s', (written, read) => {
    expect(parseBcvPage(page(written)).vesPerUsd).toBe(read);
  });

  it('takes the value date as the day written, in the BCV own offset', () => {
    expect(parseBcvPage(page('241,5782', '2026-12-01T00:00:00-04:00')).valueDate).toBe('2026-12-01');
  });

  it.each([
    ['a page without the rates block', '<html><body><p>Mantenimiento</p></body></html>'],
    ['an empty page', ''],
    ['a rate that is not a number', page('N/D')],
    ['a rate written with a point as decimal separator', page('241.5782')],
    ['a zero rate', page('0,00000000')],
    ['a negative rate', page('-241,5782')],
    ['a value date that is not a date', page('241,5782', 'mañana')],
    ['a value date that does not exist', page('241,5782', '2026-02-30T00:00:00-04:00')],
    ['no value date beside the rate', HOME.replace(/<span class="date-display-single"[^>]*>[^<]*<\/span>/g, '')],
  ])('refuses %s', (_case, html) => {
    expect(() => parseBcvPage(html)).toThrow(UnreadableRatePage);
  });
});
