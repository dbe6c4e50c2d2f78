import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiCataloguePlugin } from './packages/i18n/build/lingui-catalogue-plugin.ts';

const serverHttpTests = ['apps/server/src/**/*.http.test.ts'];
const serverProcessTests = ['apps/server/src/**/*.process.test.ts', 'apps/server/test/*.process.test.ts'];
/** Tests that need PostgreSQL servers of their own (they stop and start them): the PostgreSQL group only. */
const serverPostgresOnlyTests = ['apps/server/src/**/*.postgres.test.ts'];
/** The deployment test (PostgreSQL, PgBouncer, two server processes, nginx): a project of its own, run last. */
const topologyTests = ['e2e/topology/**/*.test.ts'];
/** Plain TypeScript that needs a DOM (storage, cookies): runs with the component tests in jsdom. */
const domTests = ['packages/*/src/**/*.dom.test.ts'];

/** `#test/*` (test/) and `#test/server/*` (apps/server/test/): tsconfig.json `paths`, for every project. */
const resolve = { tsconfigPaths: true };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/site/src/**/*.test.ts',
            'apps/site/build/*.test.ts',
            'scripts/*.test.ts',
            'scripts/bench/*.test.ts',
          ],
          exclude: [...serverHttpTests, ...serverProcessTests, ...serverPostgresOnlyTests, ...domTests],
          environment: 'node',
        },
      },
      {
        plugins: [react(), linguiCataloguePlugin()],
        resolve,
        test: {
          name: 'components',
          include: ['packages/*/src/**/*.test.tsx', 'apps/site/src/**/*.test.tsx', ...domTests],
          environment: 'jsdom',
          setupFiles: ['./test/setup-dom.ts'],
          // A dialog test types and waits through several screens (about a second alone); with the server and
          // browser groups on the same two cores it has come near the 5 s default.
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          include: [...serverHttpTests, ...serverProcessTests],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'server-postgres',
          include: [...serverHttpTests, ...serverPostgresOnlyTests],
          environment: 'node',
          globalSetup: ['./apps/server/test/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...topologyTests],
          environment: 'node',
          globalSetup: ['./e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        test: {
          name: 'topology',
          include: topologyTests,
          environment: 'node',
          // After every other project, alone: it restarts server processes under load and must not share the two
          // cores with the rest of the suite.
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
