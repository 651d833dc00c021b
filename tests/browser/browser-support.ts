import { mkdtempSync, rmSync } from 'node:fs';
import { Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../support/launch-chromium';
import { TestApp, startTestApp } from '../support/test-app';
import { closeServer } from '../support/close-server';

/** The real app on a real port of 127.0.0.1, and a headless Chromium (one persistent context) to open it with. */
export interface BrowserApp {
  app: TestApp;
  /** The app's HTTP server: a test may listen to its `request` event to see what the browser sent. */
  server: Server;
  /** `http://127.0.0.1:<port>`, which is also the app's PORTAL_URL. */
  origin: string;
  browser: BrowserContext;
  close(): Promise<void>;
}

export async function startBrowserApp(options: {
  viewport: { width: number; height: number };
  env?: Record<string, string>;
}): Promise<BrowserApp> {
  // Listen first: payment_url must name the real port, and the app reads PORTAL_URL when it starts.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let app: TestApp | undefined;
  let userDataDir: string | undefined;
  let browser: BrowserContext | undefined;
  const close = async () => {
    await browser?.close();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
    await closeServer(server);
    await app?.close();
  };
  try {
    app = await startTestApp({ env: { PORTAL_URL: origin, ...options.env } });
    server.on('request', app.app);
    userDataDir = mkdtempSync(join(tmpdir(), 'browser-test-chromium-'));
    browser = await launchChromium(userDataDir, { viewport: options.viewport, locale: 'es-VE' });
  } catch (error) {
    await close();
    throw error;
  }
  return { app, server, origin, browser, close };
}

/** The Content-Security-Policy violations the page reports in its console, as they come. */
export function cspViolationsOf(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
