import { Worker } from 'node:worker_threads'
import type { MetricFamilies } from '../lib/metrics/registry.ts'

/** What the held answers' thread is started with (held.ts). */
export type HeldStart = {
  /** The settings, as the environment the process read its own from. */
  env: Record<string, string | undefined>
  databaseUrl: string
  host: string
  /** The ports it listens on (0: any free port). */
  ports: number[]
  backlog: number
}

export type HeldMessage =
  { type: 'listening'; ports: number[] } | { type: 'metrics'; id: number; families: MetricFamilies }
export type HeldCommand =
  { type: 'close'; delayMs: number; graceMs: number } | { type: 'metrics'; id: number }

/**
 * The answers an instance holds open — a drop's presses, held until its opening draw is decided, and
 * the event streams — served by a thread of their own (LISTENERS ≥ 2: every port after PORT). The
 * thread builds its own context and app on the same database, as another instance would, and listens
 * on `ports`. The instance's own thread then serves pages and checkout on PORT without ever waiting
 * for the turns of an event loop answering thousands of presses: the operating system runs both.
 *
 * Resolves once the thread is listening, with its ports. `close` stops it the way the instance stops
 * (docs/operations.md#shutdown): not ready at once, no new connections after `delayMs`, requests in
 * flight cut after `graceMs`. `metrics` reads its figures, each series labelled `thread="held"`.
 * `exited` resolves when the thread ends, for whatever reason.
 */
export async function startHeldThread(start: HeldStart) {
  const [entry, options] = heldEntry()
  const worker = new Worker(entry, { ...options, workerData: start })
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve))
  const ports = await new Promise<number[]>((resolve, reject) => {
    worker.once('error', reject)
    void exited.then((code) => reject(new Error(`The held answers' thread stopped while starting (${code})`)))
    worker.once('message', (msg: HeldMessage) => {
      if (msg.type === 'listening') resolve(msg.ports)
    })
  })
  // An error after the start (an uncaught exception) ends the thread: `exited` tells.
  worker.on('error', () => {})
  const reads = new Map<number, (families: MetricFamilies) => void>()
  let nextRead = 0
  worker.on('message', (msg: HeldMessage) => {
    if (msg.type !== 'metrics') return
    reads.get(msg.id)?.(msg.families)
    reads.delete(msg.id)
  })
  const send = (command: HeldCommand) => worker.postMessage(command)
  return {
    ports,
    exited,
    close: async ({ delayMs, graceMs }: { delayMs: number; graceMs: number }) => {
      send({ type: 'close', delayMs, graceMs })
      await exited
    },
    metrics: (timeoutMs = 5000) =>
      new Promise<MetricFamilies>((resolve, reject) => {
        const id = nextRead++
        const timer = setTimeout(() => {
          reads.delete(id)
          reject(new Error('The held answers’ thread did not send its metrics'))
        }, timeoutMs)
        reads.set(id, (families) => {
          clearTimeout(timer)
          resolve(families)
        })
        send({ type: 'metrics', id })
      }),
  }
}

export type HeldThread = Awaited<ReturnType<typeof startHeldThread>>

/**
 * The thread's entry beside this module: the compiled held.js in production (`npm run build` puts every
 * entry in one folder), or the TypeScript source through tsx, which a thread registers for itself.
 */
function heldEntry(): [string | URL, { eval?: boolean }] {
  const fromSources = import.meta.url.endsWith('.ts')
  const entry = new URL(fromSources ? './held.ts' : './held.js', import.meta.url)
  if (!fromSources) return [entry, {}]
  const tsx = import.meta.resolve('tsx/esm/api')
  return [
    `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}) })`,
    { eval: true },
  ]
}
