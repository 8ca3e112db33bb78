import type { Metric, MetricValueWithName } from 'prom-client'

/** prom-client's default buckets, 5 ms to 10 s. */
const DEFAULT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

type Labels = Record<string, string | number>

/** One series: how many observations fell in each bucket (not cumulative; the last is over the top). */
type Series = { labels: Labels; counts: Float64Array; sum: number; count: number }

export type SeriesHistogramConfig = {
  name: string
  help: string
  labelNames: readonly string[]
  buckets?: readonly number[]
}

/**
 * A histogram for the request path. `series(labels)` finds or makes one series and returns its
 * observer: an observation is a bucket search and three additions. prom-client's own Histogram checks
 * the label names and builds the series key from the labels on every observation (about a microsecond,
 * a few percent of a cached API request). Registered on a prom-client registry, it renders as the text
 * format's histogram (cumulative `_bucket` lines up to `+Inf`, `_sum`, `_count`) like any other metric.
 */
export class SeriesHistogram {
  readonly type = 'histogram'
  readonly aggregator = 'sum'
  readonly name: string
  readonly help: string
  private readonly labelNames: readonly string[]
  private readonly buckets: readonly number[]
  private readonly all = new Map<string, Series>()

  constructor(config: SeriesHistogramConfig) {
    if (!/^[a-zA-Z_:][a-zA-Z0-9_:]*$/.test(config.name))
      throw new Error(`Invalid metric name: ${config.name}`)
    this.name = config.name
    this.help = config.help
    this.labelNames = config.labelNames
    this.buckets = [...(config.buckets ?? DEFAULT_BUCKETS)].sort((a, b) => a - b)
  }

  /** The observer of the series with these labels (labels it does not name are refused). */
  series(labels: Labels): (value: number) => void {
    for (const name of Object.keys(labels)) {
      if (!this.labelNames.includes(name)) throw new Error(`${this.name} has no label ${name}`)
    }
    const key = JSON.stringify(this.labelNames.map((name) => labels[name] ?? null))
    let found = this.all.get(key)
    if (!found) {
      found = { labels: { ...labels }, counts: new Float64Array(this.buckets.length + 1), sum: 0, count: 0 }
      this.all.set(key, found)
    }
    const series = found
    const bounds = this.buckets
    return (value) => {
      let i = 0
      while (i < bounds.length && value > bounds[i]!) i++
      series.counts[i]!++
      series.sum += value
      series.count++
    }
  }

  /** The figures in prom-client's shape, for the registry's text rendering. */
  get() {
    const values: MetricValueWithName<string>[] = []
    for (const s of this.all.values()) {
      let cumulative = 0
      this.buckets.forEach((le, i) => {
        cumulative += s.counts[i]!
        values.push({ metricName: `${this.name}_bucket`, labels: { ...s.labels, le }, value: cumulative })
      })
      values.push({ metricName: `${this.name}_bucket`, labels: { ...s.labels, le: '+Inf' }, value: s.count })
      values.push({ metricName: `${this.name}_sum`, labels: s.labels, value: s.sum })
      values.push({ metricName: `${this.name}_count`, labels: s.labels, value: s.count })
    }
    return Promise.resolve({
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values,
    })
  }

  /** Zeroes every series (observers already handed out keep counting into the zeroed series). */
  reset() {
    for (const s of this.all.values()) {
      s.counts.fill(0)
      s.sum = 0
      s.count = 0
    }
  }

  /** As prom-client's registry takes it: it reads only the name, `get()` and (on reset) `reset()`. */
  asMetric(): Metric<string> {
    return this as unknown as Metric<string>
  }
}
