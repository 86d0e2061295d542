import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Figures an attack test reports to the reliability runner (`npm run test:reliability`,
 * scripts/reliability.sh, which gathers them into docs/reliability.md).
 *
 * Contract, shared by every file under apps/server/test/attack (and e2e crash tests):
 * - Nothing is written unless RELIABILITY_OUT is set. Its value is the folder to write to
 *   (relative to the repository root, or absolute); `1` or `true` mean `test-results/`.
 * - Each test file writes one JSON file `reliability-<name>-<db>.json` there, where <db> is
 *   `sqlite` or `postgres` (from DATABASE_URL), with the shape of {@link AttackFigures}.
 * - Counts are whole numbers for the whole file; a count a test has no use for stays 0.
 *   `forbiddenSuccesses` counts answers that succeeded where none may (an access check that let a
 *   call through, a second credit of one callback, a withdrawal beyond the balance…): anything
 *   above 0 is a defect, and the test itself should also fail on it.
 * - `extra` holds test-specific whole-number figures (e.g. `races`, `invariantChecks`) that the
 *   runner adds up across files and shows by name.
 *
 * Use:
 *   const figures = attackFigures('access-matrix');
 *   figures.count(res.statusCode);            // per request sent
 *   figures.forbiddenSuccess();               // per success where none may be
 *   figures.add('races');                     // any named figure
 *   afterAll(() => figures.write({ routes: 123 }));
 */
export interface AttackFigures {
  name: string;
  db: 'sqlite' | 'postgres';
  /** Routes (method + path) the file exercised. */
  routes: number;
  /** HTTP requests (or service calls standing for them) the file made. */
  requests: number;
  /** Answers with an HTTP status of 500 or above. */
  fiveXX: number;
  /** Successes where none may be: must be 0. */
  forbiddenSuccesses: number;
  /** Named extra counts, e.g. { races: 12, invariantChecks: 12 }. */
  extra: Record<string, number>;
  /** Free text for the report: sizes, seeds, what was skipped and why. */
  notes: string[];
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export function databaseKind(url = process.env.DATABASE_URL): 'sqlite' | 'postgres' {
  return url?.startsWith('postgres') ? 'postgres' : 'sqlite';
}

/** The folder figures go to, or undefined when RELIABILITY_OUT is not set. */
export function figuresDir(out = process.env.RELIABILITY_OUT): string | undefined {
  if (!out) return undefined;
  if (out === '1' || out === 'true') return join(repoRoot, 'test-results');
  return isAbsolute(out) ? out : join(repoRoot, out);
}

export function attackFigures(name: string) {
  const figures: AttackFigures = {
    name,
    db: databaseKind(),
    routes: 0,
    requests: 0,
    fiveXX: 0,
    forbiddenSuccesses: 0,
    extra: {},
    notes: [],
  };
  return {
    figures,
    /** One request sent and its HTTP status. */
    count(status: number) {
      figures.requests += 1;
      if (status >= 500) figures.fiveXX += 1;
    },
    forbiddenSuccess(n = 1) {
      figures.forbiddenSuccesses += n;
    },
    add(key: string, n = 1) {
      figures.extra[key] = (figures.extra[key] ?? 0) + n;
    },
    note(text: string) {
      figures.notes.push(text);
    },
    /** Writes the file when RELIABILITY_OUT is set; returns its path (or undefined). */
    write(overrides: Partial<Omit<AttackFigures, 'name' | 'db'>> = {}): string | undefined {
      const dir = figuresDir();
      if (!dir) return undefined;
      Object.assign(figures, overrides);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `reliability-${name}-${figures.db}.json`);
      writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
      return file;
    },
  };
}

export type FiguresRecorder = ReturnType<typeof attackFigures>;
