// Writes docs/reliability.md from one reliability run (scripts/reliability.sh): the steps and
// their times (test-results/reliability-steps.tsv), the tests vitest ran
// (test-results/reliability-vitest-<step>-<db>.json) and the figures each attack test wrote
// (test-results/reliability-<name>-<db>.json, shape in apps/server/test/attack/figures.ts).
// Exits 1 when a step failed or any answer succeeded where none may.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const dir = arg('--dir', 'test-results');
const out = arg('--out', 'docs/reliability.md');
const totalSeconds = Number(arg('--seconds', '0'));

const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
const readJson = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const DBS = ['sqlite', 'postgres'];

const steps = existsSync(join(dir, 'reliability-steps.tsv'))
  ? readFileSync(join(dir, 'reliability-steps.tsv'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name, db, seconds, rc] = line.split('\t');
        return { name, db, seconds: Number(seconds), rc };
      })
  : [];

function vitestOf(step) {
  const file = `reliability-vitest-${step.name}-${step.db}.json`;
  if (!existsSync(join(dir, file))) return null;
  const report = readJson(file);
  const files = (report.testResults ?? []).map((r) => ({
    file: r.name.replace(`${process.cwd()}/`, ''),
    seconds: ((r.endTime ?? 0) - (r.startTime ?? 0)) / 1000,
    tests: r.assertionResults?.length ?? 0,
    failed: (r.assertionResults ?? []).filter((a) => a.status === 'failed').length,
    status: r.status,
  }));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    loadFailed: !report.success && !report.numFailedTests,
    files,
  };
}

const figures = readdirSync(dir)
  .filter((f) => /^reliability-.+-(sqlite|postgres)\.json$/.test(f) && !f.startsWith('reliability-vitest-'))
  .map(readJson)
  .sort((a, b) => a.name.localeCompare(b.name) || DBS.indexOf(a.db) - DBS.indexOf(b.db));

const sum = (rows, key) => rows.reduce((s, r) => s + (Number(r[key]) || 0), 0);
const extras = (rows) => {
  const total = {};
  for (const r of rows) for (const [k, v] of Object.entries(r.extra ?? {})) total[k] = (total[k] ?? 0) + v;
  return total;
};
const extraText = (extra) =>
  Object.entries(extra)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

const failedSteps = steps.filter((s) => s.rc !== '0');
const forbidden = sum(figures, 'forbiddenSuccesses');
const fiveXX = sum(figures, 'fiveXX');
const ok = steps.length > 0 && failedSteps.length === 0 && forbidden === 0;
let commit = 'unknown';
try {
  commit = execSync('git log -1 --format=%h', { encoding: 'utf8' }).trim();
} catch {
  /* not a git checkout */
}
const env = ['FUZZ_RUNS', 'RACE_WIDTH', 'CRASH_PLAYERS']
  .map((k) => `${k}=${process.env[k] ?? 'default'}`)
  .join(' ');

/** A row of a Markdown table. */
const row = (...cells) => `| ${cells.join(' | ')} |`;
const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
const failedText = failedSteps.length
  ? `; failed steps: ${failedSteps.map((s) => `${s.name} on ${s.db} (${s.rc})`).join(', ')}`
  : '';

const lines = [];
lines.push('# Reliability run');
lines.push('');
lines.push(
  'Written by `npm run test:reliability` (scripts/reliability.sh, scripts/reliability-report.mjs); ' +
    'do not edit by hand.',
);
lines.push('');
lines.push(`- when: ${when} UTC, commit ${commit}, ${cpus().length} cores`);
lines.push(`- sizes: ${env}`);
lines.push(`- took: ${minutes(totalSeconds)}`);
lines.push(
  `- result: **${ok ? 'passed' : 'FAILED'}** — ${sum(figures, 'requests')} requests, ` +
    `${fiveXX} answered 5xx, ${forbidden} succeeded where none may${failedText}`,
);
lines.push('');
lines.push('## Steps');
lines.push('');
lines.push('| step | database | tests passed | failed | skipped | time |');
lines.push('| --- | --- | ---: | ---: | ---: | ---: |');
for (const s of steps) {
  const v = vitestOf(s);
  const failed = v ? v.failed + (v.loadFailed ? 1 : 0) : s.rc === 'skipped' ? 'skipped' : '–';
  lines.push(row(s.name, s.db, v?.passed ?? '–', failed, v?.skipped ?? '–', minutes(s.seconds)));
}
lines.push('');
lines.push('Per file:');
lines.push('');
lines.push('| file | database | tests | failed | time |');
lines.push('| --- | --- | ---: | ---: | ---: |');
for (const s of steps)
  for (const f of vitestOf(s)?.files ?? []) {
    const unloaded = f.status === 'failed' && f.failed === 0 ? ' (did not load)' : '';
    lines.push(row(f.file, s.db, f.tests, `${f.failed}${unloaded}`, `${f.seconds.toFixed(1)} s`));
  }
lines.push('');
lines.push('## Attack figures');
lines.push('');
lines.push(
  '`routes`: routes (method and path) the test exercised; `requests`: calls made; ' +
    '`5xx`: answers with a server fault; `successes where none may be`: calls that got through an ' +
    'access check, a second credit, a withdrawal beyond the balance (must be 0); other figures are per test.',
);
lines.push('');
lines.push('| test | database | routes | requests | 5xx | successes where none may be | other |');
lines.push('| --- | --- | ---: | ---: | ---: | ---: | --- |');
for (const f of figures)
  lines.push(
    row(f.name, f.db, f.routes, f.requests, f.fiveXX, f.forbiddenSuccesses, extraText(f.extra ?? {})),
  );
for (const db of DBS) {
  const rows = figures.filter((f) => f.db === db);
  if (rows.length)
    lines.push(
      `| **all** | ${db} | ` +
        row(
          sum(rows, 'requests'),
          sum(rows, 'fiveXX'),
          sum(rows, 'forbiddenSuccesses'),
          extraText(extras(rows)),
        ),
    );
}
const expected = ['access-matrix', 'brute-force', 'crash', 'fuzz', 'races'];
const missing = DBS.flatMap((db) =>
  expected.filter((n) => !figures.some((f) => f.name === n && f.db === db)).map((n) => `${n} on ${db}`),
);
if (missing.length) {
  lines.push('');
  lines.push(
    `No figures from: ${missing.join(', ')} (the test did not run to its end, or does not write them yet).`,
  );
}
const notes = figures.flatMap((f) => (f.notes ?? []).map((n) => `- ${f.name} (${f.db}): ${n}`));
if (notes.length) {
  lines.push('');
  lines.push('## Notes');
  lines.push('');
  lines.push(...notes);
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(
  `reliability: ${ok ? 'passed' : 'FAILED'}, ${sum(figures, 'requests')} requests, ${fiveXX} 5xx, ` +
    `${forbidden} forbidden successes; written to ${out}`,
);
process.exit(ok ? 0 : 1);
