import fs from 'node:fs'
import os from 'node:os'

/**
 * Lowers this process's CPU priority to `nice` (Unix niceness, 0–19; 0 leaves it as it is), never
 * raising it: a job worker on the same host as web instances then takes the CPU the web instances
 * leave, so a burst of jobs (a drop's opening emails) does not slow the pages and checkouts of the
 * same seconds. On Linux niceness belongs to each thread, so every thread already running (the
 * garbage collector's, the thread pool's) is lowered too; threads started later inherit it. Returns
 * the main thread's niceness in effect; a system that refuses leaves it and says why.
 */
export function lowerCpuPriority(nice: number, warn: (msg: string) => void = () => {}): number {
  const now = os.getPriority()
  if (nice === 0 || nice <= now) return now
  for (const thread of threads()) {
    try {
      os.setPriority(thread, nice)
    } catch (err) {
      // A thread that ended meanwhile needs nothing; any other refusal holds for the rest too.
      if ((err as { info?: { code?: string } }).info?.code === 'ESRCH') continue
      warn(`Could not lower the CPU priority to ${nice}: ${(err as Error).message}`)
      break
    }
  }
  return os.getPriority()
}

/** This process's thread ids (Linux), or 0 for the calling thread elsewhere. */
function threads(): number[] {
  try {
    return fs.readdirSync('/proc/self/task').map(Number)
  } catch {
    return [0]
  }
}
