import express, { Request, Response } from 'express';
import { FakeAnswer } from './fake-bdv-answers';
import { FakeBdvFamily, FakeBdvMerchant, FakeBdvOperation } from './fake-bdv-merchant';
import type { FakePathStyle } from './fake-bdv-server';

type Run = (merchant: FakeBdvMerchant, body: Record<string, unknown>) => FakeAnswer;
type Handle = (style: FakePathStyle, operation: FakeBdvOperation, family: FakeBdvFamily, req: Request, res: Response, run: Run) => void;

const C2P = '/BankMobilePaymentC2P';

/** Every path of the sources, by operation: production's (`plain`), QA's (`v2`) and the single-account C2P ones. */
export function fakeBdvRoutes(handle: Handle): express.Router {
  const router = express.Router();
  const serve = (paths: [FakePathStyle, string][], operation: FakeBdvOperation, family: FakeBdvFamily, run: (style: FakePathStyle) => Run) => {
    for (const [style, path] of paths) router.post(path, (req, res) => handle(style, operation, family, req, res, run(style)));
  };
  const c2p = (name: string) => [
    ['plain', `${C2P}/MultipleAccounts/${name}`], ['v2', `${C2P}/MultipleAccounts/${name}/v2`], ['single_account', `${C2P}/${name}`],
  ] as [FakePathStyle, string][];
  serve(c2p('paymentkey'), 'paymentkey', 'c2p', () => (merchant, body) => merchant.c2p.paymentKey(body));
  serve(c2p('process'), 'process', 'c2p', (style) => (merchant, body) => merchant.c2p.process(body, style !== 'single_account'));
  serve(c2p('annulment'), 'annulment', 'c2p', () => (merchant, body) => merchant.c2p.annulment(body));
  serve([['plain', '/getMovement'], ['v2', '/getMovement/v2']], 'getMovement', 'conciliation',
    () => (merchant, body) => merchant.conciliation.getMovement(body));
  serve([['plain', '/getOutMovement'], ['v2', '/getOutMovement/v2']], 'getOutMovement', 'suite',
    () => (merchant, body) => merchant.conciliation.getOutMovement(body));
  serve([['plain', '/api/vuelto'], ['v2', '/api/vuelto/v2']], 'vuelto', 'suite', () => (merchant, body) => merchant.suite.vuelto(body));
  serve([['plain', '/apis/bdv/consulta/movimientos'], ['v2', '/apis/bdv/consulta/movimientos/v2']], 'movements', 'suite',
    () => (merchant, body) => merchant.suite.movements(body));
  serve([['plain', '/account/balance'], ['v2', '/account/balances/v2']], 'balance', 'suite', () => (merchant, body) => merchant.suite.balance(body));
  return router;
}
