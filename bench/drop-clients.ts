import { monitorEventLoopDelay } from 'node:perf_hooks'
import { mulberry32 } from '../apps/server/src/demo-data/rng.ts'
import { startCpuProfile } from './cpu-profile.ts'
import { HttpClient, type HttpError } from './drop-http.ts'
import { emptyCrowdStats, type CrowdStats, type Legs } from './drop-crowd-stats.ts'
import { wallMs } from './stats.ts'

/**
 * The drop-day crowd, run as its own process (forked by drop-bench.ts) so its work never competes with
 * the server's event loop. Each virtual buyer is a client of its own, like a browser: its session
 * cookie, its network address and its own keep-alive connections (at most `sockets` at once), so
 * nobody waits for a connection another buyer is using. Before the start every buyer reads the
 * server's clock, as the countdown does, which also opens its connection ahead of the rush.
 *
 * People open the product page in the start second, press Buy, press again once if refused, and check
 * out when admitted. Bots skip the page and hammer: a burst of admission attempts from just before the
 * start, with orders sent straight away without waiting for a place.
 */
export type BuyerKind = 'legit' | 'fresh' | 'scripted'
export type PlannedBuyer = { kind: BuyerKind; cookie: string; ip: string }
export type Plan = {
  base: string
  origin: string
  startAt: number
  slug: string
  productId: string
  dropId: string
  buyers: PlannedBuyer[]
  /** Connections per client at most (browsers open six per host). */
  sockets: number
  seed: number
  /** Legit arrivals spread over this many ms from the start. */
  spreadMs: number
  botAttempts: number
  botOrderAttempts: number
}
type Answer = { status: number; code: string; ms: number; legs?: Legs }

const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address: '1 Market St',
  address2: '',
  city: 'San Francisco',
  state: 'CA',
  postal_code: '94105',
  country: 'US',
}

const QUOTE_ADDRESS = {
  address: ADDRESS.address,
  address2: '',
  city: ADDRESS.city,
  state: ADDRESS.state,
  postal_code: ADDRESS.postal_code,
  country: ADDRESS.country,
  residential: true,
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)))

export async function runCrowd(plan: Plan): Promise<CrowdStats> {
  const cpuStart = process.cpuUsage()
  const url = new URL(plan.base)
  const clients = new Map<PlannedBuyer, HttpClient>()
  const clientOf = (b: PlannedBuyer) => {
    let client = clients.get(b)
    if (!client) {
      client = new HttpClient(url.hostname, Number(url.port), plan.sockets, ['x-bench-at'])
      clients.set(b, client)
    }
    return client
  }
  const rng = mulberry32(plan.seed)
  const stats = emptyCrowdStats()
  const bump = (m: Record<string, number>, k: string) => (m[k] = (m[k] ?? 0) + 1)
  let keySeq = 0
  const idempotencyKey = () => `drop-bench-${plan.seed}-${++keySeq}-${Date.now()}`

  /** One request; the body is read only when `json` (the small API answers the crowd acts on). */
  function send(
    b: PlannedBuyer,
    method: string,
    path: string,
    { body, json = true, key }: { body?: object; json?: boolean; key?: string } = {},
  ) {
    const started = performance.now()
    const sentAt = wallMs()
    const payload = body ? JSON.stringify(body) : undefined
    const headers: Record<string, string> = {
      cookie: b.cookie,
      'x-forwarded-for': b.ip,
      'user-agent': 'drop-bench',
      accept: json ? 'application/json' : 'text/html',
    }
    if (!json) headers['accept-encoding'] = 'br, gzip'
    if (payload) {
      headers['content-type'] = 'application/json'
      headers.origin = plan.origin
    }
    if (key) headers['idempotency-key'] = key
    return clientOf(b)
      .request(method, path, headers, { body: payload, keepBody: (status) => json && status >= 400 })
      .then(
        (res): Answer => {
          const ms = performance.now() - started
          stats.responses++
          if (res.status >= 500) stats.responses5xx++
          let code = ''
          if (res.body) {
            try {
              code = (JSON.parse(res.body.toString()) as { error?: { code?: string } }).error?.code ?? ''
            } catch {
              code = 'unparsed'
            }
          }
          const stamp = res.headers['x-bench-at']
          let legs: Legs | undefined
          if (stamp) {
            const [inAt, outAt] = stamp.split(',').map(Number) as [number, number]
            legs = { total: ms, before: inAt - sentAt, server: outAt - inAt, after: sentAt + ms - outAt }
          }
          return { status: res.status, code, ms, legs }
        },
        (err: HttpError): Answer => {
          stats.networkErrors++
          bump(stats.networkCodes, err.code)
          return { status: 0, code: err.code, ms: performance.now() - started }
        },
      )
  }

  const admission = (b: PlannedBuyer) =>
    send(b, 'POST', `/api/drops/${plan.dropId}/admission`, { body: { quantity: 1 } }).then((a) => {
      bump(stats.admissionAnswers, a.code ? `${a.status} ${a.code}` : String(a.status))
      return a
    })
  const orderBody = {
    items: [{ product_id: plan.productId, size: 'M', quantity: 1 }],
    shipping_address: ADDRESS,
    email: 'buyer@drop.bench',
    shipping_rate_id: 'standard',
  }
  const placeOrder = async (b: PlannedBuyer, key: string) => {
    const a = await send(b, 'POST', '/api/orders', { body: orderBody, key })
    if (a.status !== 201 && a.status !== 200) bump(stats.orderRefusals, `${a.status} ${a.code}`)
    return a
  }
  const decisive = (a: Answer) =>
    a.status === 200 || (a.status === 409 && (a.code === 'SOLD_OUT' || a.code === 'LIMIT_REACHED'))

  /** A person: the page in the start second, Buy, Buy again once if refused, checkout if admitted. */
  async function person(b: PlannedBuyer) {
    const arrive = plan.startAt + rng() * plan.spreadMs
    const think = 150 + rng() * 450
    const again = 500 + rng() * 1000
    await sleep(arrive - Date.now())
    const page = await send(b, 'GET', `/products/${plan.slug}`, { json: false })
    stats.htmlMs.push(page.ms)
    if (page.legs) stats.htmlLegs.push(page.legs)
    if (page.status !== 200) bump(stats.pageErrors, `html ${page.status}`)
    const data = await send(b, 'GET', `/api/products/${plan.slug}`)
    stats.apiMs.push(data.ms)
    if (data.legs) stats.apiLegs.push(data.legs)
    if (data.status !== 200) bump(stats.pageErrors, `api ${data.status} ${data.code}`)
    await sleep(think)
    const pressed = performance.now()
    stats.pressAtMs.push(Date.now() - plan.startAt)
    let decidedAt: number | null = null
    let answer = await admission(b)
    if (decisive(answer)) decidedAt = performance.now()
    if (answer.status !== 200) {
      await sleep(again)
      answer = await admission(b)
      if (decidedAt === null && decisive(answer)) decidedAt = performance.now()
    }
    if (decidedAt === null) stats.legitUndecided++
    else {
      stats.decisionMs.push(decidedAt - pressed)
      stats.decidedAtMs.push(Date.now() - (performance.now() - decidedAt) - plan.startAt)
    }
    if (answer.status !== 200) return
    stats.admitted.legit++
    const checkout = performance.now()
    // The checkout form quotes shipping for the address, then places the order (retried once with the
    // same key if the answer is lost or the server fails, as the web client does).
    const quote = await send(b, 'POST', '/api/shipping-rates', {
      body: { address: QUOTE_ADDRESS, items: [{ product_id: plan.productId, quantity: 1 }] },
    })
    if (quote.legs) stats.quoteLegs.push(quote.legs)
    const key = idempotencyKey()
    let order = await placeOrder(b, key)
    if (order.status === 0 || order.status >= 500) order = await placeOrder(b, key)
    if (order.legs) stats.orderLegs.push(order.legs)
    if (order.status === 201) stats.ordersCreated.legit++
    stats.checkoutMs.push(performance.now() - checkout)
  }

  /** A bot: a burst of admissions from just before the start, orders straight away, buys if admitted. */
  async function bot(b: PlannedBuyer) {
    const gaps = Array.from({ length: plan.botAttempts }, () => 20 + rng() * 20)
    await sleep(plan.startAt - 200 + rng() * 100 - Date.now())
    const attempts: Promise<{ admitted: boolean; ordered: boolean }>[] = []
    for (let i = 0; i < plan.botAttempts; i++) {
      attempts.push(
        admission(b).then((a) => {
          stats.botAttempts++
          if (a.status !== 200) stats.botRefused++
          return { admitted: a.status === 200, ordered: false }
        }),
      )
      if (i < plan.botOrderAttempts) {
        attempts.push(
          placeOrder(b, idempotencyKey()).then((a) => {
            stats.botAttempts++
            if (a.status !== 201) stats.botRefused++
            return { admitted: false, ordered: a.status === 201 }
          }),
        )
      }
      await sleep(gaps[i]!)
    }
    const results = await Promise.all(attempts)
    const ordered = results.some((r) => r.ordered)
    if (results.some((r) => r.admitted)) stats.admitted[b.kind]++
    if (ordered) stats.ordersCreated[b.kind]++
    else if (results.some((r) => r.admitted)) {
      const a = await placeOrder(b, idempotencyKey())
      if (a.status === 201) stats.ordersCreated[b.kind]++
    }
  }

  /** The countdown's clock read, some time before the start: it opens the client's connection. */
  async function countdown(b: PlannedBuyer, at: number) {
    await sleep(at - Date.now())
    const clock = await send(b, 'GET', '/api/drops/clock')
    if (clock.status !== 200) bump(stats.pageErrors, `clock ${clock.status}`)
  }

  const warmFrom = Date.now()
  const warmUntil = plan.startAt - 1500
  await Promise.all(plan.buyers.map((b) => countdown(b, warmFrom + rng() * (warmUntil - warmFrom))))
  const warmResponses = stats.responses
  const started = performance.now()
  const loop = monitorEventLoopDelay({ resolution: 10 })
  loop.enable()
  // With BENCH_DROP_PROFILE=dir, the crowd's own profile of each rush: `crowd-<seed>.cpuprofile`.
  const profiler = await startCpuProfile()
  await Promise.all(plan.buyers.map((b) => (b.kind === 'legit' ? person(b) : bot(b))))
  await profiler?.stop(`crowd-${plan.seed}`)
  loop.disable()
  stats.durationMs = performance.now() - started
  stats.loopP99Ms = loop.percentile(99) / 1e6
  stats.loopMaxMs = loop.max / 1e6
  // The figures are the rush's: the clock reads before it are not counted.
  stats.responses -= warmResponses
  for (const client of clients.values()) client.destroy()
  const cpu = process.cpuUsage(cpuStart)
  stats.cpuMs = (cpu.user + cpu.system) / 1000
  return stats
}

// Forked by drop-bench.ts: one plan per message, the figures sent back.
if (process.send) {
  process.on('message', (msg: { type: 'run'; plan: Plan } | { type: 'exit' }) => {
    if (msg.type === 'exit') process.exit(0)
    void runCrowd(msg.plan).then((stats) => process.send!({ type: 'stats', stats }))
  })
  process.send({ type: 'ready' })
}
