import { Logger } from 'pino';
import { scheduleRecurring } from './recurring';

/** Runs `fold` (which folds the lists' count changes into their counts) every `intervalMs`; returns a function that stops it. */
export function scheduleCountFolding(fold: () => Promise<number>, intervalMs: number, logger: Logger): () => void {
  const round = async () => {
    await fold();
  };
  return scheduleRecurring(intervalMs, round, "folding the lists' count changes failed; will try again", logger);
}
