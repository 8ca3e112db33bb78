import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
  type GaugeConfiguration,
  type HistogramConfiguration,
  type Metric,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client'
import { SeriesHistogram, type SeriesHistogramConfig } from './series-histogram.ts'

/**
 * An app context's Prometheus metrics: a prom-client `Registry` of its own, never the library's global
 * one, since several app contexts may share a process (the API tests, the metrics benchmark) and each
 * serves only its own figures. The text format and the process figures are prom-client's.
 *
 * Metrics are created by name and created once: asking again for the same name returns the same
 * metric, so a part of the app that starts several times (one session per campaign send) counts into
 * one series. Scrape-time figures come from a metric's `collect` callback, which prom-client runs
 * before reading that metric, all of a scrape's callbacks at once.
 */
export function createMetricsRegistry() {
  const register = new Registry()
  /** More figures of this process served with the context's own (see `addSource`). */
  const sources: (() => Promise<MetricFamilies>)[] = []

  function once<M>(name: string, kind: abstract new (...args: never[]) => M, make: () => M): M {
    const found: Metric<string> | undefined = register.getSingleMetric(name)
    if (found === undefined) return make()
    if (!(found instanceof kind))
      throw new Error(`Metric ${name} is a ${found.constructor.name}, not a ${kind.name}`)
    return found
  }

  type Def<C> = Omit<C, 'registers'>
  return {
    register,
    /** The text format's content type (0.0.4), for the /metrics answers. */
    contentType: register.contentType,
    counter: <T extends string>(def: Def<CounterConfiguration<T>>) =>
      once(def.name, Counter<T>, () => new Counter<T>({ ...def, registers: [register] })),
    gauge: <T extends string>(def: Def<GaugeConfiguration<T>>) =>
      once(def.name, Gauge<T>, () => new Gauge<T>({ ...def, registers: [register] })),
    /** Buckets default to prom-client's, 5 ms to 10 s. */
    histogram: <T extends string>(def: Def<HistogramConfiguration<T>>) =>
      once(def.name, Histogram<T>, () => new Histogram<T>({ ...def, registers: [register] })),
    /** A histogram observed on the request path: one cheap observer per series (see SeriesHistogram). */
    seriesHistogram: (def: SeriesHistogramConfig) =>
      once(def.name, SeriesHistogram, () => {
        const made = new SeriesHistogram(def)
        register.registerMetric(made.asMetric())
        return made
      }),
    /** Adds the process figures (prom-client's default metrics, shared by the process's contexts). */
    includeProcessMetrics() {
      for (const m of processMetrics()) register.registerMetric(m)
    },
    /**
     * Figures from elsewhere in the process (another thread's context) served with this registry's.
     * Their series must carry a label this registry's do not (a thread's name), so that no series of
     * one is taken for the other's; a source that fails is left out of that scrape.
     */
    addSource(source: () => Promise<MetricFamilies>) {
      sources.push(source)
    },
    /** This registry's figures as data, after every `collect` callback has run (for another's source). */
    families: (): Promise<MetricFamilies> => register.getMetricsAsJSON(),
    /** The whole registry in the text format, after every `collect` callback has run. */
    async render(): Promise<string> {
      if (!sources.length) return register.metrics()
      const parts = await Promise.all([
        register.getMetricsAsJSON(),
        ...sources.map((s) => s().catch(() => [])),
      ])
      // Every series is distinct across the parts, so summing puts each family's series side by side.
      const merged = parts.map((families) => families.map((f) => ({ ...f, aggregator: 'sum' as const })))
      return AggregatorRegistry.aggregate(merged).metrics()
    },
  }
}

export type MetricFamilies = MetricObjectWithValues<MetricValue<string>>[]

/** `families` with `label` added to every series (for another registry's `addSource`). */
export function labelFamilies(families: MetricFamilies, label: Record<string, string>): MetricFamilies {
  return families.map((f) => ({
    ...f,
    values: f.values.map((v) => ({ ...v, labels: { ...v.labels, ...label } })),
  }))
}

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>

let processRegistry: Registry | undefined

/**
 * prom-client's default metrics (CPU, memory, heap spaces, file descriptors, active resources, event
 * loop delay, GC pauses, version), started once per process on a registry of their own and registered
 * on every context's registry that asks for them. They describe the process, not a context; and the
 * event loop delay and GC samplers they start cannot be stopped, so one set per process is all there
 * ever is. Read at scrape time, except those two samplers.
 */
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  // The metric objects themselves (typed as their descriptions): registering one again is a no-op.
  return processRegistry.getMetricsAsArray() as unknown as Metric<string>[]
}
