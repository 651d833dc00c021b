import { readFileSync } from 'node:fs';
import { Server, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { RateRefresher, RefreshResult } from '../../src/adapters/rates/rate-refresher';
import { refreshRate } from '../../src/adapters/rates/refresh-rate';
import { LOGGER } from '../../src/container';
import { TestApp } from './test-app';
import { closeServer } from './close-server';

/** A copy of the bcv.org.ve home page: USD at 241,57820000, value date 2026-11-24. */
export const BCV_HOME = readFileSync(join(__dirname, '../fixtures/bcv-home.html'), 'utf8');

/** A stand-in for bcv.org.ve on a local port: serves `page`, or answers 500 while `failing`. */
export function fakeBcv() {
  const state = { page: BCV_HOME, failing: false, reads: 0 };
  const server: Server = createServer((_req, res) => {
    state.reads++;
    if (state.failing) {
      res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Error</h1>');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(state.page);
  });
  const listening = new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)));
  return { state, listening, close: () => closeServer(server) };
}

/** One fetch of the page, as the schedule does it. */
export const readBcvPage = (app: TestApp): Promise<RefreshResult> => refreshRate(app.container.get(RateRefresher), app.container.get(LOGGER));
