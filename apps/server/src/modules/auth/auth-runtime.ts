import { createPipelinedReads } from '../../db/pipelined-reads.ts'
import type { AppContext } from '../../types.ts'

/**
 * Connections of their own for the session reads every signed-in request makes (plugins/session.ts),
 * pipelined (db/pipelined-reads.ts): under a drop's rush a request's session is read without waiting
 * for one of the shared pool's connections, and the shared pool's queue holds no session reads.
 */
const SESSION_READS = 2

/** What the auth module keeps while an app runs (`ctx.runtimes.auth`): the session reads' connections, opened on first use. */
export function startAuthRuntime(ctx: AppContext) {
  const reads = createPipelinedReads(ctx.pool.options.connectionString!, SESSION_READS)
  return { reads, stop: () => reads.end() }
}

export type AuthRuntime = ReturnType<typeof startAuthRuntime>

declare module '../../types.ts' {
  interface ModuleRuntimes {
    auth: AuthRuntime
  }
}
