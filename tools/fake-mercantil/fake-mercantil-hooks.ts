import express from 'express';
import type { FakeMercantil } from './fake-mercantil-server';
import { FakeAnswer } from './fake-mercantil-ledger';
import { Refusal } from './fake-mercantil-requests';

const LOST_ANSWERS: unknown[] = ['never_answer', 'server_error', 'reset_connection', 'unreadable_answer'] satisfies FakeAnswer[];

/** A way to lose an answer, from a hook's body: `{ "answer": "never_answer" }`, reset_connection by default. */
function lostAnswer(body: { answer?: unknown } | undefined): Exclude<FakeAnswer, 'answer'> {
  const answer = body?.answer ?? 'reset_connection';
  if (!LOST_ANSWERS.includes(answer)) throw new Refusal('99', 'answer inválido');
  return answer as Exclude<FakeAnswer, 'answer'>;
}

/** The test hooks under `/_fake` (docs/banks-mercantil.md, "The local fake Mercantil"): what the bank booked, and how it misbehaves next. */
export function fakeHooks(fake: FakeMercantil): express.Router {
  const hooks = express.Router();
  hooks.get('/_fake/charges', (_req, res) => {
    res.json(fake.ledger.all().map((charge) => ({ ...charge, heldFromSearches: fake.ledger.isHeld(charge.invoiceNumber) })));
  });
  hooks.get('/_fake/refunds', (_req, res) => {
    res.json(fake.ledger.refunds());
  });
  hooks.get('/_fake/transfers', (_req, res) => {
    res.json(fake.ledger.transfers());
  });
  hooks.post('/_fake/transfers', (req, res) => {
    res.status(201).json(fake.receiveTransfer(req.body));
  });
  hooks.post('/_fake/refunds/lose-next-answer', (req, res) => {
    fake.refunds.loseNextAnswer(lostAnswer(req.body));
    res.status(204).end();
  });
  hooks.post('/_fake/charges/hold-next-from-searches', (req, res) => {
    fake.holdNextChargeFromSearches(lostAnswer(req.body));
    res.status(204).end();
  });
  hooks.post('/_fake/charges/release-held', (_req, res) => {
    res.json({ released: fake.releaseHeldCharges() });
  });
  return hooks;
}
