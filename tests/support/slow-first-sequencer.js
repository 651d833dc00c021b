/**
 * Jest's own order (files that failed last time first, then the slowest by the times it keeps), except
 * for files it has no time for, as on a fresh clone: there the files that start processes (the fault
 * tests, the browser tests) run first, then the rest by size. Jest would otherwise start those short
 * files last, and one worker would run a minute-long file alone at the end of the run.
 */
const Sequencer = require('@jest/test-sequencer').default;

const STARTS_PROCESSES = /[\\/]tests[\\/](integration[\\/]faults|browser)[\\/]/;

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const untimed = sorted.filter((test) => test.duration == null);
    if (untimed.length === 0) return sorted;
    const timed = sorted.filter((test) => test.duration != null);
    const first = untimed.filter((test) => STARTS_PROCESSES.test(test.path));
    return [...first, ...untimed.filter((test) => !STARTS_PROCESSES.test(test.path)), ...timed];
  }
}

module.exports = SlowFirstSequencer;
