/** The only form a brand colour is ever written in: anything else is ignored, never put in a stylesheet. */
const BRAND_COLOR = /^#[0-9A-Fa-f]{6}$/;

const WHITE = '#ffffff';
/** The page's own text colour: near-black, for text on a light brand colour. */
const NEAR_BLACK = '#1b1f24';
/** WCAG AA for normal text. */
const READABLE_CONTRAST = 4.5;

/** The merchant's brand colour if it is `#RRGGBB`, lower-cased; otherwise null (the service's own colours). */
export function validBrandColor(color: string | null | undefined): string | null {
  return typeof color === 'string' && BRAND_COLOR.test(color) ? color.toLowerCase() : null;
}

/** WCAG relative luminance of `#rrggbb`. */
function luminance(color: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(color.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** White or near-black, whichever reads better on `color` (a button's text on the brand colour). */
export function textColorOn(color: string): string {
  return contrastRatio(WHITE, color) >= contrastRatio(NEAR_BLACK, color) ? WHITE : NEAR_BLACK;
}

/**
 * The stylesheet rules that brand a page (appended to the page's nonce'd style element): the brand colour
 * as custom properties, on the buttons (with readable text), as a bar over the page and beside the
 * headings, and as the headings' text only where it reads on white. Empty when the colour is not valid.
 */
export function brandCss(color: string | null | undefined): string {
  const brand = validBrandColor(color);
  if (brand === null) return '';
  const headingText = contrastRatio(WHITE, brand) >= READABLE_CONTRAST ? brand : NEAR_BLACK;
  return `
:root{--brand:${brand};--on-brand:${textColorOn(brand)};--brand-text:${headingText}}
body{border-top:.4rem solid var(--brand)}
button,button:hover{background:var(--brand);color:var(--on-brand)}
button:hover{filter:brightness(.92)}
h1,.card>h2{color:var(--brand-text);border-left:.3rem solid var(--brand);padding-left:.6rem}
`;
}
