/**
 * A small Prometheus registry: counters, gauges and histograms with labels, rendered in the text
 * exposition format (version 0.0.4). Label values are passed in the order of `labelNames`, so the hot
 * path (one histogram observation per request) is a string join and a map lookup.
 *
 * Metrics are created by name and created once: asking again for the same name returns the same
 * metric, so a part of the app that starts several times (one session per campaign send) counts into
 * one series. Scrape-time figures come from collectors, which run (all at once) before each render.
 */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8'

type Kind = 'counter' | 'gauge' | 'histogram'
type Labels = readonly string[]
/** Label values; a number (a status code) is rendered as its decimal text. */
type Values = readonly (string | number)[]

/** Seconds; the client libraries' usual defaults, from 5 ms to 10 s. */
export const DEFAULT_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')
const escapeHelp = (v: string) => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')
const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/

export function formatValue(v: number) {
  if (Number.isNaN(v)) return 'NaN'
  if (v === Infinity) return '+Inf'
  if (v === -Infinity) return '-Inf'
  return String(v)
}

function labelText(names: Labels, values: Labels, extra = '') {
  const parts = names.map((n, i) => `${n}="${escapeLabel(values[i] ?? '')}"`)
  if (extra) parts.push(extra)
  return parts.length ? `{${parts.join(',')}}` : ''
}

type Node = Map<string | number, unknown>

/**
 * A metric's series, found by walking one map per label value: no key string is built per call, and
 * the values a hot path passes (a route's pattern, a method, a status number) hash fast.
 */
abstract class Metric<E extends { labels: Labels }> {
  abstract readonly kind: Kind
  private tree: Node = new Map()
  protected entries: E[] = []
  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: Labels,
  ) {
    if (!NAME.test(name)) throw new Error(`Invalid metric name: ${name}`)
  }
  protected abstract create(labels: Labels): E
  protected find(values: Values, create: boolean): E | undefined {
    const n = this.labelNames.length
    if (values.length !== n) throw new Error(`${this.name} takes ${n} label values, got ${values.length}`)
    let node = this.tree
    for (let i = 0; i < n - 1; i++) {
      let next = node.get(values[i]!) as Node | undefined
      if (!next) {
        if (!create) return undefined
        node.set(values[i]!, (next = new Map()))
      }
      node = next
    }
    const last = n ? values[n - 1]! : ''
    let e = node.get(last) as E | undefined
    if (!e && create) {
      e = this.create(values.map(String))
      node.set(last, e)
      this.entries.push(e)
    }
    return e
  }
  protected clear() {
    this.tree = new Map()
    this.entries = []
  }
  abstract samples(): string[]
  render() {
    const body = this.samples()
    return [`# HELP ${this.name} ${escapeHelp(this.help)}`, `# TYPE ${this.name} ${this.kind}`, ...body]
  }
}

type Sample = { labels: Labels; value: number }

class Series extends Metric<Sample> {
  constructor(
    readonly kind: 'counter' | 'gauge',
    name: string,
    help: string,
    labelNames: Labels,
  ) {
    super(name, help, labelNames)
  }
  protected create(labels: Labels): Sample {
    return { labels, value: 0 }
  }
  protected entry(values: Values) {
    return this.find(values, true)!
  }
  get(values: Values = []) {
    return this.find(values, false)?.value
  }
  samples() {
    return this.entries.map(
      ({ labels, value }) => `${this.name}${labelText(this.labelNames, labels)} ${formatValue(value)}`,
    )
  }
}

export class Counter extends Series {
  constructor(name: string, help: string, labelNames: Labels) {
    super('counter', name, help, labelNames)
  }
  inc(values: Values = [], by = 1) {
    if (by < 0) throw new Error(`${this.name}: a counter only goes up`)
    this.entry(values).value += by
  }
  /** Sets the running total read from elsewhere (a count kept in the database). */
  setTotal(values: Values, total: number) {
    this.entry(values).value = total
  }
}

export class Gauge extends Series {
  constructor(name: string, help: string, labelNames: Labels) {
    super('gauge', name, help, labelNames)
  }
  set(values: Values, value: number) {
    this.entry(values).value = value
  }
  /** Forgets every series (before a collector writes the current set, so vanished ones go). */
  reset() {
    this.clear()
  }
}

type HistogramSeries = { labels: Labels; counts: Float64Array; sum: number; count: number }

export class Histogram extends Metric<HistogramSeries> {
  readonly kind = 'histogram'
  constructor(
    name: string,
    help: string,
    labelNames: Labels,
    readonly buckets: readonly number[],
  ) {
    super(name, help, labelNames)
  }
  protected create(labels: Labels): HistogramSeries {
    return { labels, counts: new Float64Array(this.buckets.length), sum: 0, count: 0 }
  }
  observe(values: Values, value: number) {
    const s = this.find(values, true)!
    // Per bucket, not cumulative: one increment per observation; the render adds them up.
    const b = this.buckets
    for (let i = 0; i < b.length; i++) {
      if (value <= b[i]!) {
        s.counts[i]!++
        break
      }
    }
    s.sum += value
    s.count++
  }
  countOf(values: Values) {
    return this.find(values, false)?.count ?? 0
  }
  samples() {
    const out: string[] = []
    for (const { labels, counts, sum, count } of this.entries) {
      let cumulative = 0
      this.buckets.forEach((le, i) => {
        cumulative += counts[i]!
        out.push(
          `${this.name}_bucket${labelText(this.labelNames, labels, `le="${formatValue(le)}"`)} ${cumulative}`,
        )
      })
      out.push(`${this.name}_bucket${labelText(this.labelNames, labels, 'le="+Inf"')} ${count}`)
      out.push(`${this.name}_sum${labelText(this.labelNames, labels)} ${formatValue(sum)}`)
      out.push(`${this.name}_count${labelText(this.labelNames, labels)} ${count}`)
    }
    return out
  }
}

type Collector = () => void | Promise<void>

export function createMetricsRegistry() {
  const metrics = new Map<string, Metric<any>>()
  const collectors = new Set<Collector>()

  function getOrCreate<M extends Metric<any>>(name: string, kind: Kind, make: () => M): M {
    const found = metrics.get(name)
    if (found) {
      if (found.kind !== kind) throw new Error(`Metric ${name} is a ${found.kind}, not a ${kind}`)
      return found as M
    }
    const m = make()
    metrics.set(name, m)
    return m
  }

  type Def = { name: string; help: string; labelNames?: Labels }
  return {
    counter: ({ name, help, labelNames = [] }: Def) =>
      getOrCreate(name, 'counter', () => new Counter(name, help, labelNames)),
    gauge: ({ name, help, labelNames = [] }: Def) =>
      getOrCreate(name, 'gauge', () => new Gauge(name, help, labelNames)),
    histogram: ({ name, help, labelNames = [], buckets = DEFAULT_BUCKETS }: Def & { buckets?: number[] }) =>
      getOrCreate(name, 'histogram', () => new Histogram(name, help, labelNames, buckets)),
    /** Runs before every render (scrape-time figures); returns a function that removes it. */
    collect(fn: Collector) {
      collectors.add(fn)
      return () => void collectors.delete(fn)
    },
    /** The whole registry in the text format; a collector that fails leaves its metrics as they were. */
    async render(): Promise<string> {
      await Promise.allSettled([...collectors].map(async (fn) => fn()))
      const lines: string[] = []
      for (const m of metrics.values()) lines.push(...m.render())
      return lines.join('\n') + '\n'
    },
  }
}

export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>
