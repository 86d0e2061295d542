// Prints one closing line for all runs ("N passed, N failed, N skipped"), which CI reads, preceded by
// each failed test's run, file, name and first message line: CI keeps only the end of the output, and
// the failure itself may have scrolled far above it.
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const run = basename(file, '.json');
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (!report.success && report.numFailedTests === 0) failed += 1; // a file that failed to load
  for (const suite of report.testResults ?? []) {
    const where = relative(process.cwd(), suite.name ?? '');
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${run} ${where} › ${test.fullName}: ${firstLine(test.failureMessages)}`);
    if (suite.status === 'failed' && failedTests.length === 0)
      failures.push(`${run} ${where}: ${firstLine([suite.message])}`);
  }
}
function firstLine(messages) {
  return String(messages?.[0] ?? '')
    .split('\n')[0]
    .slice(0, 300);
}
for (const failure of failures) console.log(`FAILED ${failure}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
