/**
 * The service beside the lean baseline in alternating rounds (service first in odd rounds, lean
 * first in even ones), so that a slow stretch of a shared machine falls on both; the ratio of each
 * round, and the medians.
 */
import type { LoadResult } from './load';

/** A load run with the CPU time the server, the database (when on this machine) and the load generator spent per request. */
export type Measured = LoadResult & {
  cpuMsPerRequest: number;
  databaseCpuMsPerRequest: number;
  loadCpuMsPerRequest: number;
};

export interface Round<M extends Measured> {
  service: M;
  lean: M;
  ratio: number;
}

/** `beforeRound` runs before each round's two runs (the bench starts both servers afresh there). */
export async function alternate<M extends Measured>(
  rounds: number,
  service: () => Promise<M>,
  lean: () => Promise<M>,
  beforeRound: () => Promise<void> = async () => {},
): Promise<Round<M>[]> {
  const done: Round<M>[] = [];
  for (let round = 1; round <= rounds; round++) {
    await beforeRound();
    let first: M;
    let second: M;
    if (round % 2 === 1) [first, second] = [await service(), await lean()];
    else [second, first] = [await lean(), await service()];
    done.push({ service: first, lean: second, ratio: first.requestsPerSecond / second.requestsPerSecond });
  }
  return done;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The round whose ratio is the median (the lower middle one for an even number of rounds). */
export function medianRound<M extends Measured>(rounds: Round<M>[]): Round<M> {
  return [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor((rounds.length - 1) / 2)];
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const row = (who: string, r: Measured) =>
  `${who.padEnd(8)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  ` +
  `CPU ${r.cpuMsPerRequest.toFixed(3)} ms/req, database ${r.databaseCpuMsPerRequest.toFixed(3)}  ` +
  `(${r.requests} requests, ${r.non2xx} not 2xx, ${r.errors} errors; ` +
  `load generator ${r.loadCpuMsPerRequest.toFixed(3)} CPU ms/req)`;

/** Prints each round and the medians: req/s, the ratio service/lean, CPU ms per request of both. */
export function printRounds(name: string, rounds: Round<Measured>[], goal: number): void {
  console.log(name);
  rounds.forEach((round, i) => {
    console.log(`  round ${i + 1} (${i % 2 === 0 ? 'service first' : 'lean first'})`);
    console.log(`    ${row('service', round.service)}`);
    console.log(`    ${row('lean', round.lean)}`);
    console.log(`    ratio    ${round.ratio.toFixed(2)}x`);
  });
  const of = (side: 'service' | 'lean', field: 'requestsPerSecond' | 'cpuMsPerRequest') =>
    median(rounds.map((round) => round[side][field]));
  const medians = (side: 'service' | 'lean') =>
    `${side.padEnd(8)} ${of(side, 'requestsPerSecond').toFixed(0).padStart(6)} req/s  CPU ${of(side, 'cpuMsPerRequest').toFixed(3)} ms/req`;
  const ratios = rounds.map((round) => round.ratio.toFixed(2)).join(', ');
  const cpuRatio = of('service', 'cpuMsPerRequest') / of('lean', 'cpuMsPerRequest');
  console.log(`  median of ${rounds.length} rounds\n    ${medians('service')}\n    ${medians('lean')}`);
  console.log(`    ratio    ${median(rounds.map((round) => round.ratio)).toFixed(2)}x (rounds: ${ratios}; goal >= ${goal}x)  ` +
    `CPU per request service/lean ${cpuRatio.toFixed(2)}x`);
}
