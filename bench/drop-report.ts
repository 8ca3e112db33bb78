import { DROP_OPENING_DRAW_SECONDS } from '@rdo/contracts'
import type { DatabaseChecks } from './drop-bench.ts'
import type { CrowdStats, Legs } from './drop-crowd-stats.ts'
import type { ServerWatch } from './drop-watch.ts'

/** The drop benchmark's report: each round's figures, their medians, and the targets met or missed. */
export type RoundFigures = { stats: CrowdStats; checks: DatabaseChecks; server: ServerWatch }

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!
}
const median = (xs: number[]) => pct(xs, 0.5)
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–')
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED')

type Row = { label: string; values: number[]; digits?: number; median?: boolean }

/** The median of each leg over the slowest 1 % of pages: where the tail's time went. */
const tailLeg = (legs: Legs[], leg: keyof Legs) => {
  const slowest = [...legs]
    .sort((a, b) => b.total - a.total)
    .slice(0, Math.max(1, Math.ceil(legs.length / 100)))
  return median(slowest.map((l) => l[leg]))
}

export function dropReport(
  rounds: RoundFigures[],
  setup: { buyers: number; bots: number; units: number; sockets: number; machine: string },
) {
  const each = (f: (r: RoundFigures) => number) => rounds.map(f)
  const pageP99 = each((r) => Math.max(pct(r.stats.htmlMs, 0.99), pct(r.stats.apiMs, 0.99)))
  const decisionP99 = each((r) => pct(r.stats.decisionMs, 0.99))
  const botRefused = each((r) => (100 * r.stats.botRefused) / Math.max(1, r.stats.botAttempts))
  const sold = each((r) => r.checks.units_sold)
  const oversold = each((r) => r.checks.units_sold - setup.units)
  const minStock = each((r) => Math.min(r.checks.stock, r.checks.min_variant_stock ?? r.checks.stock))
  const fivexx = each((r) => r.stats.responses5xx)
  const overLimit = each((r) => r.checks.over_limit)
  const rows: Row[] = [
    { label: 'page HTML p50 ms', values: each((r) => pct(r.stats.htmlMs, 0.5)) },
    { label: 'page HTML p99 ms', values: each((r) => pct(r.stats.htmlMs, 0.99)) },
    { label: 'product API p50 ms', values: each((r) => pct(r.stats.apiMs, 0.5)) },
    { label: 'product API p99 ms', values: each((r) => pct(r.stats.apiMs, 0.99)) },
    { label: 'slowest 1% HTML: before server ms', values: each((r) => tailLeg(r.stats.htmlLegs, 'before')) },
    { label: 'slowest 1% HTML: in server ms', values: each((r) => tailLeg(r.stats.htmlLegs, 'server')) },
    { label: 'slowest 1% HTML: after server ms', values: each((r) => tailLeg(r.stats.htmlLegs, 'after')) },
    { label: 'slowest 1% API: before server ms', values: each((r) => tailLeg(r.stats.apiLegs, 'before')) },
    { label: 'slowest 1% API: in server ms', values: each((r) => tailLeg(r.stats.apiLegs, 'server')) },
    { label: 'slowest 1% API: after server ms', values: each((r) => tailLeg(r.stats.apiLegs, 'after')) },
    { label: 'decision p50 ms', values: each((r) => pct(r.stats.decisionMs, 0.5)) },
    { label: 'decision p99 ms', values: decisionP99 },
    { label: 'first Buy press after start p50 ms', values: each((r) => pct(r.stats.pressAtMs, 0.5)) },
    { label: 'first Buy press after start p99 ms', values: each((r) => pct(r.stats.pressAtMs, 0.99)) },
    { label: 'decision arrived after start p50 ms', values: each((r) => pct(r.stats.decidedAtMs, 0.5)) },
    { label: 'decision arrived after start p99 ms', values: each((r) => pct(r.stats.decidedAtMs, 0.99)) },
    {
      label: `presses within the ${DROP_OPENING_DRAW_SECONDS} s draw %`,
      values: each(
        (r) =>
          (100 * r.stats.pressAtMs.filter((ms) => ms < DROP_OPENING_DRAW_SECONDS * 1000).length) /
          Math.max(1, r.stats.pressAtMs.length),
      ),
      digits: 1,
    },
    { label: 'people without a decision', values: each((r) => r.stats.legitUndecided) },
    { label: 'checkout (quote + order) p99 ms', values: each((r) => pct(r.stats.checkoutMs, 0.99)) },
    {
      label: 'quote p99 ms',
      values: each((r) =>
        pct(
          r.stats.quoteLegs.map((l) => l.total),
          0.99,
        ),
      ),
    },
    {
      label: 'order p99 ms',
      values: each((r) =>
        pct(
          r.stats.orderLegs.map((l) => l.total),
          0.99,
        ),
      ),
    },
    { label: 'slowest 1% quotes: in server ms', values: each((r) => tailLeg(r.stats.quoteLegs, 'server')) },
    {
      label: 'slowest 1% orders: before server ms',
      values: each((r) => tailLeg(r.stats.orderLegs, 'before')),
    },
    { label: 'slowest 1% orders: in server ms', values: each((r) => tailLeg(r.stats.orderLegs, 'server')) },
    { label: 'slowest 1% orders: after server ms', values: each((r) => tailLeg(r.stats.orderLegs, 'after')) },
    { label: 'admissions granted (database)', values: each((r) => r.checks.admissions) },
    { label: 'orders created (database)', values: each((r) => r.checks.orders) },
    { label: 'units sold', values: sold },
    { label: 'oversold (units sold - units)', values: oversold },
    { label: 'lowest stock left', values: minStock },
    { label: 'units held after the run', values: each((r) => r.checks.held_units) },
    { label: 'places held by buyers who bought', values: each((r) => r.checks.readmitted) },
    { label: 'units bought by bots', values: each((r) => r.checks.bot_units) },
    { label: 'customers over the limit', values: overLimit },
    { label: 'responses', values: each((r) => r.stats.responses) },
    { label: 'responses 5xx', values: fivexx },
    { label: 'network errors / timeouts', values: each((r) => r.stats.networkErrors) },
    { label: 'bot attempts', values: each((r) => r.stats.botAttempts) },
    { label: 'bot attempts refused %', values: botRefused, digits: 1 },
    { label: 'server event loop delay p99 ms', values: each((r) => r.server.loopP99Ms), digits: 1 },
    { label: 'server event loop delay max ms', values: each((r) => r.server.loopMaxMs) },
    { label: 'database pool queue, max', values: each((r) => r.server.poolWaitingMax) },
    { label: 'connections dropped (accept queue)', values: each((r) => r.server.listenOverflows) },
    { label: 'server CPU (cores)', values: each((r) => r.server.cpuCores), digits: 2 },
    { label: 'database CPU (cores)', values: each((r) => r.server.databaseCores), digits: 2 },
    { label: 'machine CPU busy %', values: each((r) => 100 * r.server.machineBusy) },
    { label: 'server queries per second', values: each((r) => r.server.queriesPerSecond) },
    { label: 'crowd event loop delay p99 ms', values: each((r) => r.stats.loopP99Ms), digits: 1 },
    { label: 'crowd event loop delay max ms', values: each((r) => r.stats.loopMaxMs) },
    { label: 'crowd CPU (s)', values: each((r) => r.stats.cpuMs / 1000), digits: 1 },
    { label: 'crowd run (s)', values: each((r) => r.stats.durationMs / 1000), digits: 1 },
  ]
  const head = `${'figure'.padEnd(34)}${rounds.map((_, i) => `round ${i + 1}`.padStart(10)).join('')}${'median'.padStart(10)}`
  const lines = rows.map(
    (row) =>
      `${row.label.padEnd(34)}${row.values.map((v) => fmt(v, row.digits).padStart(10)).join('')}${fmt(median(row.values), row.digits).padStart(10)}`,
  )
  const answers = (key: 'admissionAnswers' | 'orderRefusals' | 'pageErrors' | 'networkCodes') =>
    rounds.map((r, i) => `  round ${i + 1}: ${JSON.stringify(r.stats[key])}`)

  const server = rounds.flatMap((r, i) => [
    `  round ${i + 1}, routes by total server time (count, p50 ms, p99 ms, total s):`,
    ...r.server.routes
      .slice(0, 10)
      .map(
        (t) =>
          `    ${t.route.padEnd(52)} ${String(t.count).padStart(6)} ${fmt(t.p50).padStart(7)} ${fmt(t.p99).padStart(7)} ${fmt(t.totalS, 1).padStart(7)}`,
      ),
    `  round ${i + 1}, what busy database sessions were doing (samples every 100 ms):`,
    ...r.server.waits.slice(0, 8).map((w) => `    ${String(w.samples).padStart(5)}  ${w.what}`),
  ])

  const exact = sold.every((s) => s === setup.units)
  const noOversell = oversold.every((o) => o <= 0) && minStock.every((s) => s >= 0)
  const no5xx = fivexx.every((n) => n === 0)
  const pageMed = median(pageP99)
  const decisionMed = median(decisionP99)
  const botMed = median(botRefused)
  const checkoutP99 = each((r) => pct(r.stats.checkoutMs, 0.99))
  const checkoutMed = median(checkoutP99)
  const limitKept = overLimit.every((n) => n === 0)
  return [
    `Drop benchmark: ${setup.buyers.toLocaleString('en-US')} buyers and ${setup.bots.toLocaleString('en-US')} bots ` +
      `for ${setup.units} units (one per customer), ${rounds.length} rounds, each client on up to ${setup.sockets} keep-alive connections`,
    `machine: ${setup.machine}`,
    head,
    ...lines,
    '',
    'admission answers:',
    ...answers('admissionAnswers'),
    'order refusals:',
    ...answers('orderRefusals'),
    'page errors:',
    ...answers('pageErrors'),
    'network errors by code:',
    ...answers('networkCodes'),
    'where the server spent its time:',
    ...server,
    '',
    'targets:',
    `  exactly ${setup.units} units sold in every round (${sold.join(', ')}): ${verdict(exact)}`,
    `  0 oversold, stock never below 0 (oversold ${oversold.join(', ')}; lowest stock ${minStock.join(', ')}): ${verdict(noOversell)}`,
    `  0 responses 5xx (${fivexx.join(', ')}): ${verdict(no5xx)}`,
    `  page p99 <= 1 s (median ${fmt(pageMed)} ms; rounds ${pageP99.map((v) => fmt(v)).join(', ')}): ${verdict(pageMed <= 1000)}`,
    `  decision p99 <= 5 s (median ${fmt(decisionMed)} ms; rounds ${decisionP99.map((v) => fmt(v)).join(', ')}): ${verdict(decisionMed <= 5000)}`,
    `  checkout (quote + order) p99 <= 1.5 s (median ${fmt(checkoutMed)} ms; rounds ${checkoutP99.map((v) => fmt(v)).join(', ')}): ${verdict(checkoutMed <= 1500)}`,
    `  >= 95% of bot attempts refused (median ${fmt(botMed, 1)}%; rounds ${botRefused.map((v) => fmt(v, 1)).join(', ')}): ${verdict(botMed >= 95)}`,
    `  0 customers over the limit (${overLimit.join(', ')}): ${verdict(limitKept)}`,
  ].join('\n')
}
