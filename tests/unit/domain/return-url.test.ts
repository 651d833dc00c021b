import { RETURN_URL_MAX_LENGTH, parseReturnUrl } from '../../../src/domain/return-url';

describe('parseReturnUrl', () => {
  it.each([
    ['https://shop.example.com/orders/1001?from=pay#done', 'https://shop.example.com/orders/1001?from=pay#done'],
    ['HTTPS://Shop.Example.COM', 'https://shop.example.com/'],
    ['https://shop.example.com:8443/x', 'https://shop.example.com:8443/x'],
    ['https://shop.example.com:443/x', 'https://shop.example.com/x'],
    ['https://xn--caf-dma.example/a', 'https://xn--caf-dma.example/a'],
    ['https://shop.example.com/a"b<c>', 'https://shop.example.com/a%22b%3Cc%3E'],
  ])('takes %s as %s', (raw, href) => {
    expect(parseReturnUrl(raw)).toBe(href);
  });

  it('takes a URL of exactly the longest length, and not one character more', () => {
    const base = 'https://shop.example.com/';
    expect(parseReturnUrl(base + 'a'.repeat(RETURN_URL_MAX_LENGTH - base.length))).not.toBeNull();
    expect(parseReturnUrl(base + 'a'.repeat(RETURN_URL_MAX_LENGTH - base.length + 1))).toBeNull();
  });

  it('refuses a URL its normalized form makes longer than the longest', () => {
    const base = 'https://shop.example.com/';
    expect(parseReturnUrl(base + '"'.repeat(RETURN_URL_MAX_LENGTH - base.length))).toBeNull();
  });

  it.each([
    'http://shop.example.com/', 'ftp://shop.example.com/', 'javascript:alert(1)', 'data:text/html,x', '/orders/1', '//shop.example.com/x',
    'shop.example.com', 'https:shop.example.com', 'https:/shop.example.com', 'https:\\\\shop.example.com', 'https://', 'https:///x',
    'https://ana:secret@shop.example.com/', 'https://ana@shop.example.com/', 'https://@shop.example.com/', 'https://:pw@shop.example.com/',
    'https://shop.example.com/a b', ' https://shop.example.com/', 'https://shop.example.com/\u0000', 'https://shop.example.com/\t',
    'https://shop.example.com/\u202E', 'https://café.example/', 'https://shop.example.com:99999/', 'https://exa[mple.com/', '',
  ])('refuses %j', (raw) => {
    expect(parseReturnUrl(raw)).toBeNull();
  });

  it.each([null, undefined, 5, {}, ['https://shop.example.com/']])('refuses %j, which is no text', (raw) => {
    expect(parseReturnUrl(raw)).toBeNull();
  });
});
