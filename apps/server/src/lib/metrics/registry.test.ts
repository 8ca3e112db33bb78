import { register as globalRegistry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { parsePrometheusText, sampleValue } from '../../../test/prometheus-text.ts'
import { createMetricsRegistry } from './registry.ts'

describe('the metrics registry', () => {
  it('renders counters, gauges and histograms as text a strict reader accepts', async () => {
    const r = createMetricsRegistry()
    const sent = r.counter({ name: 'email_sent_total', help: 'Sent.', labelNames: ['stream'] })
    sent.inc({ stream: 'campaign' })
    sent.inc({ stream: 'campaign' }, 2)
    sent.inc({ stream: 'transactional' })
    r.gauge({ name: 'db_pool_waiting', help: 'Waiting.\nSecond line' }).set(3)
    const h = r.histogram({
      name: 'http_request_duration_seconds',
      help: 'Durations.',
      labelNames: ['route', 'status_code'],
    })
    const route = { route: '/api/products', status_code: 200 }
    h.observe(route, 0.003)
    h.observe(route, 0.2)
    h.observe(route, 30)
    const families = parsePrometheusText(await r.render())

    expect(sampleValue(families, 'email_sent_total', { stream: 'campaign' })).toBe(3)
    expect(sampleValue(families, 'email_sent_total', { stream: 'transactional' })).toBe(1)
    expect(families.get('db_pool_waiting')).toMatchObject({ type: 'gauge', help: 'Waiting.\\nSecond line' })
    const labels = { route: '/api/products', status_code: '200' }
    expect(sampleValue(families, 'http_request_duration_seconds_bucket', { ...labels, le: '0.005' })).toBe(1)
    expect(sampleValue(families, 'http_request_duration_seconds_bucket', { ...labels, le: '0.25' })).toBe(2)
    expect(sampleValue(families, 'http_request_duration_seconds_bucket', { ...labels, le: '10' })).toBe(2)
    expect(sampleValue(families, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(3)
    expect(sampleValue(families, 'http_request_duration_seconds_count', labels)).toBe(3)
    expect(sampleValue(families, 'http_request_duration_seconds_sum', labels)).toBeCloseTo(30.203)
  })

  it('renders a series histogram as prom-client renders the same observations', async () => {
    const ours = createMetricsRegistry()
    const theirs = createMetricsRegistry()
    const def = {
      name: 'http_request_duration_seconds',
      help: 'Durations.',
      labelNames: ['route', 'status_code'],
    }
    const fast = ours.seriesHistogram(def)
    expect(ours.seriesHistogram(def)).toBe(fast)
    const reference = theirs.histogram(def)
    const observations: [string, number, number][] = [
      ['/api/products', 200, 0.003],
      ['/api/products', 200, 0.005],
      ['/api/products', 200, 0.2],
      ['/api/products', 200, 30],
      ['/api/products', 404, 0.01],
      ['/api/orders', 201, 1.5],
    ]
    for (const [route, status_code, seconds] of observations) {
      fast.series({ route, status_code })(seconds)
      reference.observe({ route, status_code }, seconds)
    }
    const [a, b] = [parsePrometheusText(await ours.render()), parsePrometheusText(await theirs.render())]
    expect(a.get('http_request_duration_seconds')).toEqual(b.get('http_request_duration_seconds'))
    expect(
      sampleValue(a, 'http_request_duration_seconds_bucket', {
        route: '/api/products',
        status_code: '200',
        le: '0.005',
      }),
    ).toBe(2)
    expect(() => fast.series({ path: '/x' })).toThrow(/no label path/)
    expect(() => ours.counter({ name: 'http_request_duration_seconds', help: 'x' })).toThrow(
      /is a SeriesHistogram/,
    )
  })

  it('escapes label values and gives one metric per name', async () => {
    const r = createMetricsRegistry()
    const a = r.gauge({ name: 'campaign_progress_ratio', help: 'Progress.', labelNames: ['campaign'] })
    expect(r.gauge({ name: 'campaign_progress_ratio', help: 'again' })).toBe(a)
    expect(() => r.counter({ name: 'campaign_progress_ratio', help: 'x' })).toThrow(/is a Gauge/)
    a.set({ campaign: 'Spring "sale" \\ 50%\nnow' }, 0.5)
    const text = await r.render()
    expect(text).toContain('campaign="Spring \\"sale\\" \\\\ 50%\\nnow"')
    expect(sampleValue(parsePrometheusText(text), 'campaign_progress_ratio')).toBe(0.5)
    expect(() => r.counter({ name: 'bad-name', help: 'x' })).toThrow(/Invalid metric name/)
  })

  it('keeps each context to its own registry, away from the global one', async () => {
    const [one, two] = [createMetricsRegistry(), createMetricsRegistry()]
    one.counter({ name: 'drop_admissions_total', help: 'Places.' }).inc()
    two.counter({ name: 'drop_admissions_total', help: 'Places.' }).inc(5)
    expect(sampleValue(parsePrometheusText(await one.render()), 'drop_admissions_total')).toBe(1)
    expect(sampleValue(parsePrometheusText(await two.render()), 'drop_admissions_total')).toBe(5)
    expect(globalRegistry.getSingleMetric('drop_admissions_total')).toBeUndefined()
  })

  it('reads scrape-time figures from collect callbacks', async () => {
    const r = createMetricsRegistry()
    let n = 0
    r.gauge({
      name: 'sse_connections',
      help: 'Streams.',
      collect() {
        this.set(++n)
      },
    })
    await r.render()
    expect(sampleValue(parsePrometheusText(await r.render()), 'sse_connections')).toBe(2)
  })

  it('publishes the usual process figures on the registries that ask for them', async () => {
    const [r, other, without] = [createMetricsRegistry(), createMetricsRegistry(), createMetricsRegistry()]
    r.includeProcessMetrics()
    other.includeProcessMetrics()
    const families = parsePrometheusText(await r.render())
    expect(sampleValue(families, 'process_cpu_seconds_total')).toBeGreaterThan(0)
    expect(sampleValue(families, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000)
    expect(sampleValue(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    expect(sampleValue(families, 'nodejs_version_info', { version: process.version })).toBe(1)
    expect(families.get('nodejs_gc_duration_seconds')?.type).toBe('histogram')
    expect(
      sampleValue(parsePrometheusText(await other.render()), 'process_cpu_seconds_total'),
    ).toBeGreaterThan(0)
    expect(await without.render()).toBe('\n')
    expect(globalRegistry.getSingleMetric('process_cpu_seconds_total')).toBeUndefined()
  })
})

describe('the test reader of the text format', () => {
  it('refuses what a scraper would refuse', () => {
    expect(() => parsePrometheusText('up 1')).toThrow(/newline/)
    expect(() => parsePrometheusText('up 1\n')).toThrow(/before its TYPE/)
    expect(() => parsePrometheusText('# TYPE up gauge\nup{a="1} 1\n')).toThrow(/bad labels/)
    expect(() => parsePrometheusText('# TYPE up gauge\nup one\n')).toThrow(/not a number/)
    expect(() => parsePrometheusText('# TYPE up gauge\nup infinite\n')).toThrow(/not a number/)
    expect(sampleValue(parsePrometheusText('# TYPE up gauge\nup Nan\n'), 'up')).toBeNaN()
    const badHistogram = '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_count 1\nh_sum 1\n'
    expect(() => parsePrometheusText(badHistogram)).toThrow(/out of order/)
    const apart = '# TYPE a gauge\na 1\n\n# TYPE b gauge\nb 1\na 2\n'
    expect(() => parsePrometheusText(apart)).toThrow(/not together/)
  })
})
