import express from 'express';
import { FAKE_BDV_OPERATIONS, FakeBdv, FakeBdvOperation, LOST_ANSWERS, LostAnswer } from './fake-bdv-server';

/**
 * The test hooks under `/_fake`: what the fake booked, and how it misbehaves next. GET charges, refunds, transfers,
 * movements, keys (the C2P keys sent by SMS); POST lose-next-answer `{operation: "process", answer: "reset_connection"}`,
 * hold-next `{operation}`, book-in-transit, transfers `{reference?, payerPhone, payerBank, payerId?, amount, day?}`, reset.
 */
export function fakeBdvHooks(fake: FakeBdv): express.Router {
  const hooks = express.Router();
  for (const list of ['charges', 'refunds', 'transfers', 'movements', 'keys'] as const) {
    hooks.get(`/_fake/${list}`, (_req, res) => void res.json(fake.ledger[list]));
  }
  const operationOf = (body: { operation?: unknown } | undefined): FakeBdvOperation | null => {
    const operation = body?.operation ?? 'process';
    return FAKE_BDV_OPERATIONS.includes(operation as FakeBdvOperation) ? (operation as FakeBdvOperation) : null;
  };
  hooks.post('/_fake/lose-next-answer', (req, res) => {
    const operation = operationOf(req.body);
    const answer = req.body?.answer ?? 'reset_connection';
    if (!operation || !LOST_ANSWERS.includes(answer)) {
      res.status(400).json({ error: `operation must be one of ${FAKE_BDV_OPERATIONS.join(', ')}; answer one of ${LOST_ANSWERS.join(', ')}` });
      return;
    }
    fake.loseNextAnswer(operation, answer as LostAnswer);
    res.status(204).end();
  });
  hooks.post('/_fake/hold-next', (req, res) => {
    const operation = operationOf(req.body);
    if (!operation) return void res.status(400).json({ error: `operation must be one of ${FAKE_BDV_OPERATIONS.join(', ')}` });
    fake.holdNextInTransit(operation);
    res.status(204).end();
  });
  hooks.post('/_fake/book-in-transit', (_req, res) => void res.json(fake.bookInTransit()));
  hooks.post('/_fake/transfers', (req, res) => {
    try {
      res.status(201).json(fake.receiveTransfer(req.body));
    } catch {
      res.status(400).json({ error: 'a transfer needs payerPhone (04…), payerBank (4 digits) and an amount ("120.00")' });
    }
  });
  hooks.post('/_fake/reset', (_req, res) => {
    fake.ledger.clear();
    res.status(204).end();
  });
  return hooks;
}
