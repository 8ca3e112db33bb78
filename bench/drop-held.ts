import { startHeldThread } from '../apps/server/src/held/held-thread.ts'

/** Listening sockets per instance: those after the first are served by its held answers' thread. */
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 2)

/**
 * A bench instance's held answers' thread (apps/server/src/held), as `LISTENERS` gives `npm start`, on
 * free ports; none with BENCH_LISTENERS=1. HELD_NICE in the benchmark's environment sets its priority.
 */
export async function startBenchHeld(env: Record<string, string>, databaseUrl: string) {
  if (LISTENERS < 2) return { ports: [] as number[], close: async () => {} }
  const held = await startHeldThread({
    env: process.env.HELD_NICE ? { ...env, HELD_NICE: process.env.HELD_NICE } : env,
    databaseUrl,
    host: '127.0.0.1',
    ports: Array.from({ length: LISTENERS - 1 }, () => 0),
    backlog: 4096,
  })
  return { ports: held.ports, close: () => held.close({ delayMs: 0, graceMs: 5000 }) }
}
