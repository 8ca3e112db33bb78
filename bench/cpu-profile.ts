import fs from 'node:fs'
import { Session } from 'node:inspector/promises'

/**
 * With BENCH_DROP_PROFILE=dir, a CPU profile of this process (sampled every 0.5 ms) from now until
 * `stop(name)` writes it as `dir/name.cpuprofile`, for Chrome DevTools or `bench/profile-top.ts`.
 * Without the setting, null: nothing is sampled.
 */
export async function startCpuProfile() {
  const dir = process.env.BENCH_DROP_PROFILE
  if (!dir) return null
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 500 })
  await session.post('Profiler.start')
  return {
    async stop(name: string) {
      const { profile } = await session.post('Profiler.stop')
      fs.mkdirSync(dir, { recursive: true })
      fs.writeFileSync(`${dir}/${name}.cpuprofile`, JSON.stringify(profile))
      session.disconnect()
    },
  }
}
