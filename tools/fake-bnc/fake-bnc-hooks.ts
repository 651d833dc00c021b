import express from 'express';
import { FakeBnc, LOST_ANSWERS, LostAnswer, OPERATIONS, FakeOperation } from './fake-bnc-server';

/**
 * The test hooks under `/_fake`: what the fake booked, and how it misbehaves next.
 * GET charges, refunds, transfers, movements; POST working-key/expire, lose-next-answer
 * `{operation: "MobPayment/SendC2P", answer: "reset_connection"}`, transfers `{reference?, payerPhone,
 * payerBankCode, amount, day?}`, bcv-rate `{PriceRateBCV, dtRate}`, reset.
 */
export function fakeBncHooks(fake: FakeBnc): express.Router {
  const hooks = express.Router();
  hooks.get('/_fake/charges', (_req, res) => void res.json(fake.ledger.charges));
  hooks.get('/_fake/refunds', (_req, res) => void res.json(fake.ledger.refunds));
  hooks.get('/_fake/transfers', (_req, res) => void res.json(fake.ledger.transfers));
  hooks.get('/_fake/movements', (_req, res) => void res.json(fake.ledger.movements));
  hooks.post('/_fake/working-key/expire', (_req, res) => {
    fake.expireWorkingKey();
    res.status(204).end();
  });
  hooks.post('/_fake/lose-next-answer', (req, res) => {
    const operation = req.body?.operation ?? 'MobPayment/SendC2P';
    const answer = req.body?.answer ?? 'reset_connection';
    if (!OPERATIONS.includes(operation) || !LOST_ANSWERS.includes(answer)) {
      res.status(400).json({ error: `operation must be one of ${OPERATIONS.join(', ')}; answer one of ${LOST_ANSWERS.join(', ')}` });
      return;
    }
    fake.loseNextAnswer(operation as FakeOperation, answer as LostAnswer);
    res.status(204).end();
  });
  hooks.post('/_fake/transfers', (req, res) => {
    try {
      res.status(201).json(fake.receiveTransfer(req.body));
    } catch {
      res.status(400).json({ error: 'a transfer needs payerPhone (58…), payerBankCode and a positive amount' });
    }
  });
  hooks.post('/_fake/bcv-rate', (req, res) => {
    const { PriceRateBCV, dtRate } = req.body ?? {};
    if (typeof PriceRateBCV !== 'number' || typeof dtRate !== 'string') {
      res.status(400).json({ error: 'PriceRateBCV (a number) and dtRate (dd/MM/yyyy) are required' });
      return;
    }
    fake.operations.bcvRate = { PriceRateBCV, dtRate };
    res.status(204).end();
  });
  hooks.post('/_fake/reset', (_req, res) => {
    fake.ledger.clear();
    res.status(204).end();
  });
  return hooks;
}
