/**
 * A bank's answer as text, or null once it passes `limit` bytes: leaving the loop cancels the stream,
 * so the rest is never read (a bank's answers are a few KiB; past the limit it is not the bank's API).
 */
export async function readCapped(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
