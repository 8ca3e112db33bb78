import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * On Node 20 (and 22, by default) an enabled AsyncLocalStorage puts a hook on every promise the process
 * makes: promise-heavy code ran 3.8 times slower in the shop while one was on (docs/architecture.md).
 * The auth library keeps storages of its own (on a global under `better-auth:global`), switches them
 * on for each of its API calls and never off. `switchOffBetweenCalls` wraps each function of its API
 * so that, once no call is in flight, every storage on that global is switched off again; the library's
 * next call switches them back on (`run` does). A call in flight is never cut off: only the last one to
 * finish switches them off.
 */
export function switchOffBetweenCalls<T extends object>(api: T): T {
  for (const [name, fn] of Object.entries(api)) {
    if (typeof fn !== 'function') continue
    const call = fn as (...args: unknown[]) => unknown
    const wrapped = (...args: unknown[]) => inFlight(() => call(...args))
    // Endpoints carry properties of their own (path, options); the wrapper keeps them.
    Object.assign(wrapped, call)
    ;(api as Record<string, unknown>)[name] = wrapped
  }
  return api
}

let calls = 0

async function inFlight<R>(call: () => R): Promise<Awaited<R>> {
  calls++
  try {
    return await call()
  } finally {
    if (--calls === 0) switchOff()
  }
}

const LIBRARY_GLOBAL = Symbol.for('better-auth:global')

/** The storages the library keeps on its global, by name. */
function libraryStorages(): [string, AsyncLocalStorage<unknown>][] {
  const global = (globalThis as { [LIBRARY_GLOBAL]?: { context?: object } })[LIBRARY_GLOBAL]
  return Object.entries(global?.context ?? {}).filter(
    (entry): entry is [string, AsyncLocalStorage<unknown>] => entry[1] instanceof AsyncLocalStorage,
  )
}

function switchOff() {
  for (const [, storage] of libraryStorages()) storage.disable()
}

/** The library's storages that are on (for tests). */
export function storagesOn() {
  return libraryStorages()
    .filter(([, storage]) => (storage as { enabled?: boolean }).enabled === true)
    .map(([name]) => name)
}
