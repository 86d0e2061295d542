// Runs shell commands a few at a time (TEST_WORKERS, default one per core) and prints each one's
// output whole once it has finished, under a line with its name, its time and its result, so the
// logs of jobs that ran together do not interleave. Exits 1 when any command failed.
// Usage: node scripts/lib/run-parallel.mjs 'name=command' 'npm:script' ... ('npm:typecheck' is each
// `&&` step of package.json's typecheck script as a job of its own; longest first packs the cores best)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, resolve } from 'node:path';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const jobs = process.argv.slice(2).flatMap((arg) => {
  if (arg.startsWith('npm:')) {
    const steps = scripts[arg.slice(4)].split(' && ');
    return steps.map((command) => ({ name: command, command }));
  }
  const at = arg.indexOf('=');
  return [{ name: arg.slice(0, at), command: arg.slice(at + 1) }];
});
// As `npm run` does, so a package.json step runs here as it does there.
const env = { ...process.env, PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH}` };
const slots = Math.max(1, Number(process.env.TEST_WORKERS) || availableParallelism());

function run({ name, command }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { stdio: ['ignore', 'pipe', 'pipe'], env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`== ${name}: ${code === 0 ? 'ok' : `FAILED (${code})`} in ${seconds} s ==\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...jobs];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(slots, queue.length) }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) if (!(await run(job))) failed = true;
  }),
);
process.exit(failed ? 1 : 0);
