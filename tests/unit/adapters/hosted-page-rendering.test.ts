import { SafeHtml, escapeHtml, html } from '../../../src/adapters/http/kit/html/escape-html';
import { decimalEsVe, moneyEsVe, rateEsVe } from '../../../src/adapters/http/kit/html/format-es-ve';
import { usd, usdToVes, ves } from '../../support/builders';

describe('escapeHtml', () => {
  it('turns a description holding a script into inert text', () => {
    expect(escapeHtml('<script>alert("x")</script>')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it("escapes the five characters that matter in content and quoted attributes, & first", () => {
    expect(escapeHtml(`a&b<c>d"e'f &amp;`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f &amp;amp;');
  });

  it('leaves other text, accents and all, as it is', () => {
    expect(escapeHtml('Pedido nº 7 — café, ¿sí?')).toBe('Pedido nº 7 — café, ¿sí?');
  });
});

describe('the html template tag', () => {
  it('escapes every value, inserts nested templates as markup, and drops empty ones', () => {
    const inner = html`<b>${'<i>'}</b>`;
    const page = html`<p title="${'"x"'}">${inner}${null}${undefined}${false}${['<', html`<br>`]}${7}</p>`;

    expect(page).toBeInstanceOf(SafeHtml);
    expect(page.markup).toBe('<p title="&quot;x&quot;"><b>&lt;i&gt;</b>&lt;<br>7</p>');
  });
});

describe('amounts written as in Venezuela', () => {
  it.each([
    ['4726.81', '4.726,81'],
    ['19.99', '19,99'],
    ['0.5', '0,50'],
    ['123456789012.34', '123.456.789.012,34'],
    ['236.4587', '236,4587'],
    ['1000', '1.000,00'],
  ])('%s → %s', (decimal, written) => {
    expect(decimalEsVe(decimal)).toBe(written);
  });

  it('names bolívares "Bs." and dollars "USD", and writes the rate per dollar', () => {
    expect(moneyEsVe(ves('4726.81'))).toBe('Bs. 4.726,81');
    expect(moneyEsVe(usd('19.99'))).toBe('USD 19,99');
    expect(rateEsVe(usdToVes('36.5'))).toBe('Bs. 36,50 por USD 1');
  });
});
