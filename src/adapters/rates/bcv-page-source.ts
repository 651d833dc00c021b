/** The largest page read; the BCV home page is far smaller. */
const MAX_PAGE_BYTES = 5 * 1024 * 1024;

/**
 * Fetches the page at `url` within `timeoutMs`. TLS is verified as usual: when the site's chain is
 * incomplete, the missing intermediate is given with NODE_EXTRA_CA_CERTS (README, "The BCV rate").
 */
export function bcvPageSource(url: string, timeoutMs: number): () => Promise<string> {
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'text/html' }, redirect: 'follow' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_PAGE_BYTES) throw new Error(`${url} sent ${declared} bytes, more than ${MAX_PAGE_BYTES}`);
    const page = await response.text();
    if (page.length > MAX_PAGE_BYTES) throw new Error(`${url} sent more than ${MAX_PAGE_BYTES} bytes`);
    return page;
  };
}
