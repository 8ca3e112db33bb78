import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's `@/…` imports, as in apps/web/vite.config.ts.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['apps/**/src/**/*.test.ts', 'packages/**/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/**/*.api.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
          // Test files share their worker's loaded modules: each file still builds its own app on its
          // own database (test/helper.ts), but the server's code is loaded once per worker, not once
          // per file (that loading was most of the suite's time).
          isolate: false,
        },
      },
    ],
  },
})
