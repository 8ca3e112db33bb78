// The server's entry points: run from their TypeScript sources in development, and compiled by
// `npm run build` (scripts/build-server.ts) into apps/server/dist/bin/<name>.js for production.
export const serverEntries = {
  main: 'apps/server/src/main.ts',
  worker: 'apps/server/src/worker.ts',
  migrate: 'apps/server/src/db/migrate-cli.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
}

/** Compiled beside them, but started by an entry, not by launch.mjs: the held answers' thread (LISTENERS). */
export const threadEntries = {
  held: 'apps/server/src/held/held.ts',
}

/** Where the compiled entries go, from the repository root (build-server.ts says why this folder). */
export const serverDistDir = 'apps/server/dist/bin'
