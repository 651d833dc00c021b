import { load } from 'cheerio';
import { BusinessCalendar } from '../../application/business-calendar';
import { PublishedRate } from '../../application/ports/published-rate-store';

export class UnreadableRatePage extends Error {}

/** `241,57820000`, or with thousands dots `1.241,5782`: the BCV's way of writing a number. */
const VENEZUELAN_DECIMAL = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})T/;

/**
 * Reads the official USD rate from the BCV home page: the number in `#dolar strong`, and its value
 * date from the `content` attribute (ISO 8601) of the `span.date-display-single` in the same block.
 * A page that does not read so throws UnreadableRatePage.
 */
export function parseBcvPage(html: string): PublishedRate {
  const $ = load(html);
  const dolar = $('#dolar').first();
  if (dolar.length === 0) throw new UnreadableRatePage('no element with id "dolar"');
  const written = dolar.find('strong').first().text().replace(/\s+/g, '');
  const number = VENEZUELAN_DECIMAL.exec(written);
  if (!number) throw new UnreadableRatePage(`the USD rate is not a number: ${JSON.stringify(written.slice(0, 40))}`);
  const vesPerUsd = `${number[1].replace(/\./g, '')}${number[2] ? `.${number[2]}` : ''}`;
  if (!/[1-9]/.test(vesPerUsd)) throw new UnreadableRatePage('the USD rate is zero');

  // The value date sits beside the rates, in the nearest enclosing block that has one.
  const dated = [dolar, ...dolar.parents().toArray().map((parent) => $(parent))]
    .map((block) => block.find('span.date-display-single[content]').first())
    .find((span) => span.length > 0);
  const content = dated?.attr('content')?.trim() ?? '';
  const day = ISO_DATE_PREFIX.exec(content)?.[1];
  if (!day || !BusinessCalendar.isValidDate(day)) {
    throw new UnreadableRatePage(`no value date beside the rate: ${JSON.stringify(content.slice(0, 40))}`);
  }
  return { vesPerUsd, valueDate: day };
}
