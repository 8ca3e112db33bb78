import fs from 'node:fs'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import v8 from 'node:v8'
import type { MetricsRegistry } from './registry.ts'

const GC_KINDS: Record<number, string> = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' }

/**
 * The process figures every Node exporter publishes, under the names the prom-client library uses
 * (so stock Node.js dashboards work): CPU, memory, heap spaces, open file descriptors, active
 * resources, event loop delay and garbage collection pauses. Read at scrape time, except the event
 * loop delay and GC pauses, which are sampled as they happen. Returns a stop function.
 */
export function collectProcessMetrics(registry: MetricsRegistry): () => void {
  const g = (name: string, help: string, labelNames: string[] = []) =>
    registry.gauge({ name, help, labelNames })
  const cpuUser = registry.counter({
    name: 'process_cpu_user_seconds_total',
    help: 'User CPU time spent in seconds.',
  })
  const cpuSystem = registry.counter({
    name: 'process_cpu_system_seconds_total',
    help: 'System CPU time spent in seconds.',
  })
  const cpuTotal = registry.counter({
    name: 'process_cpu_seconds_total',
    help: 'Total user and system CPU time spent in seconds.',
  })
  const startTime = g('process_start_time_seconds', 'Start time of the process since unix epoch in seconds.')
  const rss = g('process_resident_memory_bytes', 'Resident memory size in bytes.')
  const openFds = g('process_open_fds', 'Number of open file descriptors.')
  const heapTotal = g('nodejs_heap_size_total_bytes', 'Process heap size from Node.js in bytes.')
  const heapUsed = g('nodejs_heap_size_used_bytes', 'Process heap size used from Node.js in bytes.')
  const external = g('nodejs_external_memory_bytes', 'Node.js external memory size in bytes.')
  const spaceUsed = g(
    'nodejs_heap_space_size_used_bytes',
    'Process heap space size used from Node.js in bytes.',
    ['space'],
  )
  const resources = g(
    'nodejs_active_resources_total',
    'Number of active resources keeping the event loop alive.',
  )
  const lagMean = g('nodejs_eventloop_lag_mean_seconds', 'The mean of the recorded event loop delays.')
  const lagMax = g('nodejs_eventloop_lag_max_seconds', 'The maximum recorded event loop delay.')
  const lagP50 = g(
    'nodejs_eventloop_lag_p50_seconds',
    'The 50th percentile of the recorded event loop delays.',
  )
  const lagP99 = g(
    'nodejs_eventloop_lag_p99_seconds',
    'The 99th percentile of the recorded event loop delays.',
  )
  const version = g('nodejs_version_info', 'Node.js version info.', ['version', 'major', 'minor', 'patch'])
  const gc = registry.histogram({
    name: 'nodejs_gc_duration_seconds',
    help: 'Garbage collection duration by kind, one of minor, major, incremental or weakcb.',
    labelNames: ['kind'],
    buckets: [0.001, 0.01, 0.1, 1, 2, 5],
  })

  const [major = '', minor = '', patch = ''] = process.versions.node.split('.')
  version.set([process.version, major, minor, patch], 1)
  startTime.set([], Math.round(Date.now() / 1000 - process.uptime()))

  const delay = monitorEventLoopDelay({ resolution: 20 })
  delay.enable()
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0
      gc.observe([GC_KINDS[kind] ?? 'unknown'], entry.duration / 1000)
    }
  })
  gcObserver.observe({ entryTypes: ['gc'] })

  const stopCollecting = registry.collect(() => {
    const cpu = process.cpuUsage()
    cpuUser.setTotal([], cpu.user / 1e6)
    cpuSystem.setTotal([], cpu.system / 1e6)
    cpuTotal.setTotal([], (cpu.user + cpu.system) / 1e6)
    rss.set([], process.memoryUsage.rss())
    const mem = process.memoryUsage()
    heapTotal.set([], mem.heapTotal)
    heapUsed.set([], mem.heapUsed)
    external.set([], mem.external)
    for (const s of v8.getHeapSpaceStatistics()) spaceUsed.set([s.space_name], s.space_used_size)
    resources.set([], process.getActiveResourcesInfo().length)
    try {
      openFds.set([], fs.readdirSync('/proc/self/fd').length)
    } catch {
      // Not Linux: the figure is left out.
    }
    // Nanoseconds, over the time since the last scrape.
    if (delay.count > 0) {
      lagMean.set([], delay.mean / 1e9)
      lagMax.set([], delay.max / 1e9)
      lagP50.set([], delay.percentile(50) / 1e9)
      lagP99.set([], delay.percentile(99) / 1e9)
    }
    delay.reset()
  })

  return () => {
    stopCollecting()
    delay.disable()
    gcObserver.disconnect()
  }
}
