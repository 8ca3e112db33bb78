import { describe, expect, it } from 'vitest'
import { parsePrometheusText, sampleValue } from '../../../test/prometheus-text.ts'
import { collectProcessMetrics } from './process-metrics.ts'
import { createMetricsRegistry } from './registry.ts'

describe('the metrics registry', () => {
  it('renders counters, gauges and histograms in the Prometheus text format', async () => {
    const r = createMetricsRegistry()
    const sent = r.counter({ name: 'email_sent_total', help: 'Sent.', labelNames: ['stream'] })
    sent.inc(['campaign'])
    sent.inc(['campaign'], 2)
    sent.inc(['transactional'])
    r.gauge({ name: 'db_pool_waiting', help: 'Waiting.\nSecond line' }).set([], 3)
    const h = r.histogram({
      name: 'http_request_duration_seconds',
      help: 'Durations.',
      labelNames: ['route'],
    })
    h.observe(['/api/products'], 0.003)
    h.observe(['/api/products'], 0.2)
    h.observe(['/api/products'], 30)
    const families = parsePrometheusText(await r.render())

    expect(sampleValue(families, 'email_sent_total', { stream: 'campaign' })).toBe(3)
    expect(sampleValue(families, 'email_sent_total', { stream: 'transactional' })).toBe(1)
    expect(families.get('db_pool_waiting')).toMatchObject({ type: 'gauge', help: 'Waiting.\\nSecond line' })
    const route = { route: '/api/products' }
    expect(sampleValue(families, 'http_request_duration_seconds_bucket', { ...route, le: '0.005' })).toBe(1)
    expect(sampleValue(families, 'http_request_duration_seconds_bucket', { ...route, le: '0.25' })).toBe(2)
    expect(sampleValue(families, 'http_request_duration_seconds_bucket', { ...route, le: '10' })).toBe(2)
    expect(sampleValue(families, 'http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(3)
    expect(sampleValue(families, 'http_request_duration_seconds_count', route)).toBe(3)
    expect(sampleValue(families, 'http_request_duration_seconds_sum', route)).toBeCloseTo(30.203)
  })

  it('escapes label values and gives one metric per name', async () => {
    const r = createMetricsRegistry()
    const a = r.gauge({ name: 'campaign_progress_ratio', help: 'Progress.', labelNames: ['campaign'] })
    expect(r.gauge({ name: 'campaign_progress_ratio', help: 'again' })).toBe(a)
    expect(() => r.counter({ name: 'campaign_progress_ratio', help: 'x' })).toThrow(/is a gauge/)
    a.set(['Spring "sale" \\ 50%\nnow'], 0.5)
    const text = await r.render()
    expect(text).toContain('campaign="Spring \\"sale\\" \\\\ 50%\\nnow"')
    expect(sampleValue(parsePrometheusText(text), 'campaign_progress_ratio')).toBe(0.5)
    expect(() => a.set([], 1)).toThrow(/takes 1 label/)
    expect(() => r.counter({ name: 'bad-name', help: 'x' })).toThrow(/Invalid metric name/)
  })

  it('runs collectors before each render and keeps going when one fails', async () => {
    const r = createMetricsRegistry()
    const g = r.gauge({ name: 'sse_connections', help: 'Streams.' })
    let n = 0
    r.collect(() => g.set([], ++n))
    r.collect(async () => {
      throw new Error('the database is away')
    })
    await r.render()
    expect(sampleValue(parsePrometheusText(await r.render()), 'sse_connections')).toBe(2)
  })

  it('publishes the usual process figures', async () => {
    const r = createMetricsRegistry()
    const stop = collectProcessMetrics(r)
    try {
      const families = parsePrometheusText(await r.render())
      expect(sampleValue(families, 'process_cpu_seconds_total')).toBeGreaterThan(0)
      expect(sampleValue(families, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000)
      expect(sampleValue(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
      expect(sampleValue(families, 'nodejs_version_info', { version: process.version })).toBe(1)
    } finally {
      stop()
    }
  })
})

describe('the test reader of the text format', () => {
  it('refuses what a scraper would refuse', () => {
    expect(() => parsePrometheusText('up 1')).toThrow(/newline/)
    expect(() => parsePrometheusText('up 1\n')).toThrow(/before its TYPE/)
    expect(() => parsePrometheusText('# TYPE up gauge\nup{a="1} 1\n')).toThrow(/bad labels/)
    expect(() => parsePrometheusText('# TYPE up gauge\nup one\n')).toThrow(/not a number/)
    const badHistogram = '# TYPE h histogram\nh_bucket{le="1"} 2\nh_bucket{le="+Inf"} 1\nh_count 1\nh_sum 1\n'
    expect(() => parsePrometheusText(badHistogram)).toThrow(/out of order/)
  })
})
