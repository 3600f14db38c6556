// Sums the JSON reports of every test runner (Vitest, Playwright) into one line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? '.ci/out';
let passed = 0;
let failed = 0;
for (const file of existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: expected = passed, unexpected = failed, flaky = passed only on retry (counted as failed).
    passed += report.stats.expected;
    failed += report.stats.unexpected + report.stats.flaky;
  } else if ('numPassedTests' in report) {
    // Vitest: a suite that failed to load counts as one failure even when it reported no test.
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
  }
}
// A step that failed without writing a test report (a crash, a build error) still counts as a failure.
if (process.env.CI_STATUS && process.env.CI_STATUS !== '0' && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
