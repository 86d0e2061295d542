import { defineConfig } from 'vitest/config';

/**
 * Browser test files that change site-wide state, so no other file may run beside them; and
 * admin-money-players, whose chain of console dialogs timed out twice beside another browser.
 */
const E2E_SITE_WIDE = [
  'admin',
  'admin-agents',
  'admin-catalogue',
  'admin-money-players',
  'admin-reports',
  'admin-site',
  'admin-support-role',
  'promotions-messages',
  'redpacket',
].map((name) => `e2e/${name}.test.ts`);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'apps/demo-provider/src/**/*.test.ts',
            'apps/demo-provider/book-ui/src/**/*.test.ts',
            'apps/demo-provider/play-ui/src/**/*.test.ts',
            'apps/sandbox-gateway/src/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Migrates one database per run; each test file opens a copy (test/support/database.ts).
          globalSetup: ['apps/server/test/support/template-database.ts'],
          // A worker imports the app's modules once for all the files it runs, not once per file
          // (importing took about as long as the tests). Files keep nothing in module state
          // between them: each builds its own app, database and clock (test/support/app.ts).
          isolate: false,
        },
      },
      // Component tests of the player site and the two consoles: real components, hooks and API
      // clients in jsdom against a mock API (MSW). antd-mobile ships CSS imports in its modules, so
      // Vite transforms it.
      ...(['web', 'admin', 'agent'] as const).map((app) => ({
        test: {
          name: app,
          include: [`apps/${app}/src/**/*.test.tsx`],
          environment: 'jsdom',
          setupFiles: ['test-support/dom-setup.ts', `apps/${app}/src/test/setup.ts`],
          server: { deps: { inline: ['antd-mobile'] } },
          testTimeout: 15_000,
        },
      })),
      // Browser tests against the built site, two files at a time: each file drives a browser and
      // waits on the site far more than it computes (a serial run kept the two cores a fifth busy).
      // Files that change what every player sees (maintenance, the catalogue, campaigns, agent
      // settings, site-wide report figures) run after them, one at a time, on a server of their own.
      ...(
        [
          ['e2e', { maxWorkers: 2, exclude: E2E_SITE_WIDE }],
          ['e2e-site-wide', { fileParallelism: false, include: E2E_SITE_WIDE, sequence: { groupOrder: 1 } }],
        ] as const
      ).map(([name, options]) => ({
        test: {
          name,
          include: ['e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['e2e/support/global-setup.ts'],
          ...options,
        },
      })),
      {
        // Whole processes killed and restarted under load (the site, the sandbox gateway, the
        // demo provider); DATABASE_URL=postgres://… runs them on a throw-away PostgreSQL database.
        test: {
          name: 'reliability',
          include: ['reliability/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
