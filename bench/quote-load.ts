import fs from 'node:fs'
import http from 'node:http'
import autocannon from 'autocannon'

/**
 * Checkout quotes from many signed-in customers, run as its own process so its work does not count
 * against the server's: request n goes out with customer n's cookie (round robin) and body n (the
 * carts rotate), so no one account meets the quote's per-account limit.
 *
 * Two ways to hold a rate. `paced`: one request every 1/rate s whatever the answers do (an open
 * loop, as independent customers arrive), each timed from when it was due. `bursts`: autocannon's
 * fixed rate, which lets each connection send its share of a second as fast as it can from the start
 * of the second, so every second opens with all connections at once (a worst case).
 * Input: a JSON file path in argv[2]. Output: an autocannon-shaped result as JSON on stdout.
 */
type Input = {
  url: string
  origin: string
  cookies: string[]
  bodies: unknown[]
  connections: number
  duration: number
  rate: number
  mode: 'paced' | 'bursts'
}

const input = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Input
const bodies = input.bodies.map((b) => JSON.stringify(b))
let next = 0
const request = () => {
  const n = next++
  return {
    body: bodies[n % bodies.length]!,
    headers: {
      'content-type': 'application/json',
      cookie: input.cookies[n % input.cookies.length]!,
      origin: input.origin,
    },
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0

async function paced() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.connections })
  const target = new URL('/api/checkout/quote', input.url)
  const latencies: number[] = []
  let errors = 0
  let non2xx = 0
  const total = input.rate * input.duration
  const start = performance.now()
  const sent: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / input.rate
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const { body, headers } = request()
    sent.push(
      new Promise<void>((resolve) => {
        const req = http.request(target, { method: 'POST', agent, headers }, (res) => {
          res.resume()
          res.on('end', () => {
            if (res.statusCode! < 200 || res.statusCode! >= 300) non2xx++
            latencies.push(performance.now() - due)
            resolve()
          })
        })
        req.on('error', () => {
          errors++
          resolve()
        })
        req.end(body)
      }),
    )
  }
  await Promise.all(sent)
  agent.destroy()
  const seconds = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: { average: latencies.length / seconds, total: latencies.length },
    latency: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
    errors,
    timeouts: 0,
    non2xx,
  }
}

const result =
  input.mode === 'paced'
    ? await paced()
    : await autocannon({
        url: input.url,
        connections: input.connections,
        duration: input.duration,
        overallRate: input.rate,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({ ...req, path: '/api/checkout/quote', ...request() }),
          },
        ],
      })
process.stdout.write(JSON.stringify(result))
