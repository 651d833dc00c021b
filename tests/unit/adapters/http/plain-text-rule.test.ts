import { PLAIN_TEXT_PATTERN, isPlainText } from '../../../../src/adapters/http/kit/validation/rules';

/** The document's pattern and the check the routes run are one rule: they agree on every character. */
describe('the plain-text rule and its pattern in the OpenAPI document', () => {
  // As a JSON Schema validator reads a pattern: a Unicode regular expression.
  const pattern = new RegExp(PLAIN_TEXT_PATTERN, 'u');

  it('agree on every code point outside the surrogates, alone and between other text', () => {
    const disagreements: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const text = `a${String.fromCodePoint(codePoint)}b`;
      if (pattern.test(text) !== isPlainText(text)) disagreements.push(`U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('refuse the characters the docs name, and only the check refuses lone surrogates, which a pattern cannot name', () => {
    for (const text of ['a\u0000b', 'a\u0085b', 'a\u202Eb', 'a\u2069b']) expect([pattern.test(text), isPlainText(text)]).toEqual([false, false]);
    for (const text of ['tab\there', 'line\nfeed', 'café ☕ 😀']) expect([pattern.test(text), isPlainText(text)]).toEqual([true, true]);
    expect([pattern.test('a\uD800b'), isPlainText('a\uD800b')]).toEqual([true, false]);
  });
});
