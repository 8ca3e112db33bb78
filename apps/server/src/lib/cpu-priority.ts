import os from 'node:os'

/**
 * Lowers this process's CPU priority to `nice` (Unix niceness, 0–19; 0 leaves it as it is), never
 * raising it: a job worker on the same host as web instances then takes the CPU the web instances
 * leave, so a burst of jobs (a drop's opening emails) does not slow the pages and checkouts of the
 * same seconds. Returns the niceness in effect; a system that refuses leaves it and says why.
 */
export function lowerCpuPriority(nice: number, warn: (msg: string) => void = () => {}): number {
  const now = os.getPriority()
  if (nice <= now) return now
  try {
    os.setPriority(nice)
  } catch (err) {
    warn(`Could not lower the CPU priority to ${nice}: ${(err as Error).message}`)
  }
  return os.getPriority()
}
