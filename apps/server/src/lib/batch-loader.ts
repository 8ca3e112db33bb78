/**
 * Loads keys in batches with at most `inFlight` batches running at once. Keys asked for during one
 * turn of the event loop go out together at the end of that turn; while every batch slot is busy,
 * further keys wait and go out together (up to `maxBatch` per query) as soon as a batch comes back.
 * An idle server still answers a lone key with one query at the end of its turn, while a rush of
 * thousands of keys takes a few large queries instead of thousands of small ones queued for the
 * database pool (where every other request would wait behind them). Nothing is cached: each key is
 * read by the batch that takes it.
 *
 * `load` answers the keys it is given in the same order (null where there is nothing).
 */
export function createBatchLoader<K, V>(
  load: (keys: K[]) => Promise<V[]>,
  {
    maxBatch,
    inFlight,
    stuckMs = 5000,
  }: {
    maxBatch: number
    inFlight: number
    /**
     * A batch still running after this long stops counting against `inFlight` (its keys still get its
     * answer): a query that never returns (a connection gone quiet) cannot stop every later key.
     */
    stuckMs?: number
  },
) {
  type Waiting = { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }
  const queue: Waiting[] = []
  let running = 0
  let scheduled = false

  const run = (batch: Waiting[]) => {
    running++
    let counted = true
    const release = () => {
      if (!counted) return
      counted = false
      running--
      schedule()
    }
    const stuck = setTimeout(release, stuckMs)
    stuck.unref()
    Promise.resolve()
      .then(() => load(batch.map((w) => w.key)))
      .then((values) => {
        if (!Array.isArray(values) || values.length !== batch.length)
          throw new Error(`A batch load answered ${batch.length} keys with ${String(values?.length)} values`)
        batch.forEach((w, i) => w.resolve(values[i]!))
      })
      .catch((err: unknown) => batch.forEach((w) => w.reject(err)))
      .finally(() => {
        clearTimeout(stuck)
        release()
      })
  }

  function schedule() {
    if (scheduled || !queue.length || running >= inFlight) return
    scheduled = true
    setImmediate(() => {
      scheduled = false
      while (queue.length && running < inFlight) run(queue.splice(0, maxBatch))
    })
  }

  return {
    load(key: K): Promise<V> {
      return new Promise<V>((resolve, reject) => {
        queue.push({ key, resolve, reject })
        schedule()
      })
    },
    /** Keys waiting for a batch slot (not yet sent). */
    get waiting() {
      return queue.length
    },
  }
}
