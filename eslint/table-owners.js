// Architecture rule: a module owns its tables (apps/server/src/db/schema/owners.ts names the owner of
// each). A query on a table that another module owns is refused; ask the owner through the functions
// it exports instead. Migrations, seeds, the schema check and tests are exempt.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OWNERS_FILE = fileURLToPath(new URL('../apps/server/src/db/schema/owners.ts', import.meta.url));
const owners = new Map(
  [...readFileSync(OWNERS_FILE, 'utf8').matchAll(/^\s+(\w+): '([\w-]+)',$/gm)].map((m) => [m[1], m[2]]),
);

const JOINS = '(inner|left|right|full|cross)?[jJ]oin(Lateral)?';
const BUILDERS = new RegExp(
  `^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|${JOINS})$`,
);
// Table names in raw SQL: after from, join, into or update (optionally quoted).
const RAW_TABLE = /\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi;

/** The module a source file belongs to, as owners.ts names modules. */
function moduleOf(filename) {
  const path = filename.replaceAll('\\', '/');
  const inModule = path.match(/apps\/server\/src\/modules\/([\w-]+)\//);
  if (inModule) return inModule[1];
  if (path.includes('apps/server/src/ledger/')) return 'ledger';
  if (path.endsWith('apps/server/src/db/job-leases.ts')) return 'jobs';
  return '(no module)';
}

const tableOf = (text) =>
  text
    .trim()
    .split(/\s+as\s+/i)[0]
    .trim();

const rule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      foreign:
        "Table '{{table}}' belongs to module '{{owner}}'; {{module}} must ask it through the functions " +
        'it exports (owners: apps/server/src/db/schema/owners.ts).',
    },
  },
  create(context) {
    const module = moduleOf(context.filename);
    const check = (node, table) => {
      const owner = owners.get(table);
      if (owner && owner !== module)
        context.report({ node, messageId: 'foreign', data: { table, owner, module } });
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!BUILDERS.test(callee.property.name)) return;
        const first = node.arguments[0];
        if (first?.type === 'Literal' && typeof first.value === 'string') check(first, tableOf(first.value));
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        for (const quasi of node.quasi.quasis) {
          for (const m of quasi.value.cooked?.matchAll(RAW_TABLE) ?? []) check(quasi, m[1].toLowerCase());
        }
      },
    };
  },
};

export const tableOwners = {
  files: ['apps/server/src/**/*.ts'],
  ignores: [
    'apps/server/src/**/*.test.ts',
    'apps/server/src/db/migrations/**',
    'apps/server/src/seeds/**',
    'apps/server/src/db/schema-check.ts',
  ],
  plugins: { owners: { rules: { 'table-owner': rule } } },
  rules: {
    'owners/table-owner': 'error',
    // Nor does a module import another's repository: it calls the owner's exported functions.
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^\\.\\./[\\w-]+/[\\w-]+\\.repository(\\.js)?$',
            message: "Another module's repository: call the functions that module exports instead.",
          },
        ],
      },
    ],
  },
};
