import { brandCss, contrastRatio, textColorOn, validBrandColor } from '../../../../src/adapters/http/hosted-page/views/merchant-brand';

describe('the merchant\'s brand colour on a page', () => {
  it.each([
    ['#0A7D3B', '#0a7d3b'],
    ['#ffffff', '#ffffff'],
  ])('%s is a colour, written lower-case', (given, written) => {
    expect(validBrandColor(given)).toBe(written);
  });

  it.each([null, undefined, '', 'red', '#abc', '#12345g', '#1234567', ' #123456', '#123456;}', 'url(x)'])('%p is no colour', (given) => {
    expect(validBrandColor(given)).toBeNull();
    expect(brandCss(given)).toBe('');
  });

  it.each([
    ['#000000', '#ffffff'],
    ['#1d4ed8', '#ffffff'],
    ['#0a7d3b', '#ffffff'],
    ['#ffffff', '#1b1f24'],
    ['#ffe066', '#1b1f24'],
    ['#22c55e', '#1b1f24'],
  ])('the text on %s is %s, the more readable', (brand, text) => {
    expect(textColorOn(brand)).toBe(text);
    const other = text === '#ffffff' ? '#1b1f24' : '#ffffff';
    expect(contrastRatio(text, brand)).toBeGreaterThan(contrastRatio(other, brand));
  });

  it('colours the headings\' text only when it reads on white; a light colour keeps them near-black', () => {
    expect(brandCss('#0a7d3b')).toContain('--brand-text:#0a7d3b');
    expect(brandCss('#ffe066')).toContain('--brand-text:#1b1f24');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
