import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The allowlist of eslint/query-outside-repositories.js may only shrink: the lint itself fails on a
 * path that no longer exists, and this test on a listed file that no longer uses the query builder
 * (converted, so it must leave the list and stay under the rule).
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const load = (path: string) => import(new URL(path, `file://${root}`).href);

describe('eslint/query-outside-repositories.pending.js', () => {
  it('lists each file once, in order, and only files that still hold a query', async () => {
    const pending = ((await load('eslint/query-outside-repositories.pending.js')) as { default: string[] })
      .default;
    const { querySelectors } = (await load('eslint/query-outside-repositories.js')) as {
      querySelectors: string[];
    };
    expect(pending).toEqual([...new Set(pending)].sort());
    if (pending.length === 0) return;

    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        rules: { 'no-restricted-syntax': ['error', ...querySelectors] },
      },
    });
    const results = await eslint.lintFiles(pending);
    const converted = results
      .filter((r) => r.messages.length === 0)
      .map((r) => r.filePath.slice(root.length));
    expect(converted, 'no query left: remove these from the pending list').toEqual([]);
  });
});
