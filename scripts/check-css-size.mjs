// The style sheets' share of the lint (ESLint reads no CSS): every .css file under apps/ and
// packages/ keeps to 300 lines and 110 characters a line, as eslint.config.js holds the code to.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 300;
const MAX_LENGTH = 110;
const root = fileURLToPath(new URL('..', import.meta.url));

function* cssFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* cssFiles(path);
    else if (entry.name.endsWith('.css')) yield path;
  }
}

const problems = [];
for (const file of ['apps', 'packages'].flatMap((dir) => [...cssFiles(join(root, dir))])) {
  const lines = readFileSync(file, 'utf8').replace(/\n$/, '').split('\n');
  const name = relative(root, file);
  if (lines.length > MAX_LINES) problems.push(`${name}: ${lines.length} lines (at most ${MAX_LINES})`);
  lines.forEach((line, i) => {
    // Characters, not bytes: a Chinese character counts as one.
    const length = [...line].length;
    if (length > MAX_LENGTH) problems.push(`${name}:${i + 1}: ${length} characters (at most ${MAX_LENGTH})`);
  });
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
