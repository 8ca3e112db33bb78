import { performance } from 'node:perf_hooks'

/** A check of something the process needs. `run` throws when it is not there; it may report its own latency. */
export type ReadyCheck = {
  name: string
  /** A failed required check makes the process not ready (503); an optional one only says so. */
  required: boolean
  run: (signal: AbortSignal) => Promise<number | void>
}

export type CheckResult = { name: string; state: 'up' | 'down'; required: boolean; latency_ms: number }
export type ReadyStatus = 'ok' | 'degraded' | 'error' | 'stopping'
export type ReadyReport = { status: ReadyStatus; checks: CheckResult[] }

/** No check may hold a readiness probe longer than this. */
export const CHECK_TIMEOUT_MS = 2000

class TimedOut extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`)
  }
}

async function runOne(check: ReadyCheck, timeoutMs: number, failed: (name: string, err: Error) => void) {
  const started = performance.now()
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new TimedOut(timeoutMs))
    }, timeoutMs)
  })
  let state: CheckResult['state'] = 'up'
  let reported: number | void = undefined
  try {
    reported = await Promise.race([check.run(controller.signal), timeout])
  } catch (err) {
    state = 'down'
    failed(check.name, err as Error)
  } finally {
    clearTimeout(timer)
  }
  const latency = typeof reported === 'number' ? reported : performance.now() - started
  return { name: check.name, state, required: check.required, latency_ms: Math.round(latency) }
}

/** Runs every check at once, each bounded by `timeoutMs`; causes go to `failed`, never into the report. */
export async function runChecks(
  checks: ReadyCheck[],
  failed: (name: string, err: Error) => void,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<ReadyReport> {
  const results = await Promise.all(checks.map((c) => runOne(c, timeoutMs, failed)))
  const down = results.filter((r) => r.state === 'down')
  const status = down.some((r) => r.required) ? 'error' : down.length ? 'degraded' : 'ok'
  return { status, checks: results }
}

/**
 * A check whose answer is kept for `ttlMs` (a mail server or a bucket should not get a connection per
 * probe): calls in that time get the same outcome and the latency of the call that found it.
 */
export function cachedCheck(ttlMs: number, run: (signal: AbortSignal) => Promise<void>) {
  let last: { at: number; outcome: Promise<number> } | null = null
  return async (): Promise<number> => {
    const now = Date.now()
    if (!last || now - last.at >= ttlMs) {
      const started = performance.now()
      // Not tied to one probe's timeout: a slow answer still arrives and serves the probes after it.
      const outcome = run(AbortSignal.timeout(ttlMs)).then(() => performance.now() - started)
      outcome.catch(() => {})
      last = { at: now, outcome }
    }
    return last.outcome
  }
}
