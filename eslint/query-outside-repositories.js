// Architecture rule (docs: ../shared/design/ARCHITECTURE.md §3): repositories hold the SQL and take
// the transaction handle; services hold rules, access checks and transaction boundaries. The ledger,
// migrations and seeds write their own SQL.
const MESSAGE =
  'SQL belongs in a *.repository.ts that takes the transaction handle (Kysely<DB> | Transaction<DB>) ' +
  'as its first argument; call it from the service (rule: eslint/query-outside-repositories.js).';

const BUILDER_METHODS = [
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'with',
  'withRecursive',
  'selectNoFrom',
  'replaceInto',
  'mergeInto',
];

const querySelectors = [
  `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${BUILDER_METHODS.join('|')})$/]`,
  // Kysely's `sql` template and its helpers (sql.raw, sql.ref, sql.lit, sql.join, ...).
  "TaggedTemplateExpression[tag.name='sql']",
  "CallExpression[callee.type='MemberExpression'][callee.object.name='sql']",
];

export const queryOutsideRepositories = {
  files: ['apps/server/src/**/*.ts'],
  ignores: [
    'apps/server/src/**/*.repository.ts',
    'apps/server/src/ledger/**',
    'apps/server/src/db/**',
    'apps/server/src/seeds/**',
    'apps/server/src/**/*.test.ts',
  ],
  rules: {
    'no-restricted-syntax': ['error', ...querySelectors.map((selector) => ({ selector, message: MESSAGE }))],
  },
};
