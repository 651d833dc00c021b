import { existsSync } from 'node:fs';
import { Browser, BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium, when the machine has one. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/** Flags for a headless browser in a container or CI: no sandbox, GPU, or calls home. */
const SYSTEM_CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * A headless Chromium: the system's if installed, otherwise the one the @sparticuz/chromium
 * devDependency ships (unpacked under the temporary directory on first use). The tests never
 * download a browser, so `npm ci && npm test` needs nothing but Node.
 */
export async function launchChromium(
  userDataDir: string,
  options: { viewport: { width: number; height: number }; locale: string },
): Promise<BrowserContext> {
  const { executablePath, args } = await chromiumToLaunch();
  return chromium.launchPersistentContext(userDataDir, { executablePath, args, headless: true, ...options });
}

/** The same Chromium as a browser with no profile of its own: each `newContext()` is a separate visitor (own cookies). */
export async function launchChromiumBrowser(): Promise<Browser> {
  const { executablePath, args } = await chromiumToLaunch();
  return chromium.launch({ executablePath, args, headless: true });
}

async function chromiumToLaunch(): Promise<{ executablePath: string; args: string[] }> {
  if (existsSync(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM, args: SYSTEM_CHROMIUM_ARGS };
  const bundled = (await import('@sparticuz/chromium')).default;
  return { executablePath: await bundled.executablePath(), args: bundled.args };
}
