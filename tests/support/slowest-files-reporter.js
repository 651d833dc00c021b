/**
 * A Jest reporter that ends a run with its slowest test files (Jest's own timing of each file,
 * from its first line loaded to its last test done) and one closing line of counts, so the next
 * slowdown shows in every run's output. Options: `{ count }` (15). With TEST_TIMES_FILE set, every
 * file's time is also written there as JSON lines (for finding where a slow run's time went).
 * Jest prints its own summary after every reporter, so these lines wait for the process's exit.
 */
const { writeFileSync, writeSync } = require('node:fs');
const { relative } = require('node:path');

class SlowestFilesReporter {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.count = options.count ?? 15;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .filter((file) => file.perfStats.end > 0)
      .map((file) => ({
        path: relative(this.rootDir, file.testFilePath),
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
        tests: file.testResults.length,
      }))
      .sort((a, b) => b.seconds - a.seconds);
    if (process.env.TEST_TIMES_FILE) writeFileSync(process.env.TEST_TIMES_FILE, files.map((f) => JSON.stringify(f)).join('\n'));
    const total = files.reduce((sum, file) => sum + file.seconds, 0);
    const shown = files.slice(0, this.count);
    const lines = [`The ${shown.length} slowest of ${files.length} test files (${total.toFixed(0)} s of files in all):`];
    for (const { seconds, tests, path } of shown) lines.push(`${seconds.toFixed(1).padStart(7)} s  ${String(tests).padStart(4)} tests  ${path}`);
    const skipped = results.numPendingTests + results.numTodoTests;
    lines.push(`jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
    process.once('exit', () => writeSync(process.stdout.fd, `\n${lines.join('\n')}\n`));
  }
}

module.exports = SlowestFilesReporter;
