/** The largest page read; the BCV home page is far smaller. */
const MAX_PAGE_BYTES = 5 * 1024 * 1024;
/** Redirects followed, all on the page's own host. */
const MAX_REDIRECTS = 3;

/**
 * Fetches the page at `url` within `timeoutMs`. TLS is verified as usual: when the site's chain is
 * incomplete, the missing intermediate is given with NODE_EXTRA_CA_CERTS (docs/operating.md, "The BCV rate").
 * A redirect is followed only on the same host, at most MAX_REDIRECTS times; reading stops at MAX_PAGE_BYTES.
 */
export function bcvPageSource(url: string, timeoutMs: number): () => Promise<string> {
  return async () => {
    const signal = AbortSignal.timeout(timeoutMs);
    let at = new URL(url);
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(at, { signal, headers: { Accept: 'text/html' }, redirect: 'manual' });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) return readPage(at, response);
      await response.body?.cancel();
      const next = new URL(location, at);
      if (next.hostname !== at.hostname) throw new Error(`${at} redirects to another host (${next.hostname}); not followed`);
      if (redirects === MAX_REDIRECTS) throw new Error(`${url} redirects more than ${MAX_REDIRECTS} times`);
      at = next;
    }
  };
}

async function readPage(url: URL, response: Response): Promise<string> {
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    // Leaving the loop cancels the stream: the rest of the page is never read.
    if (size > MAX_PAGE_BYTES) throw new Error(`${url} sent more than ${MAX_PAGE_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
