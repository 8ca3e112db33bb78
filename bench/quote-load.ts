import fs from 'node:fs'
import autocannon from 'autocannon'

/**
 * Checkout quotes from many signed-in customers, run as its own process so its work does not count
 * against the server's: request n goes out with customer n's cookie (round robin) and body n (the
 * carts rotate), so no one account meets the quote's per-account limit.
 * Input: a JSON file path in argv[2] with the shop URL, its origin, the cookies, the bodies, the
 * connection count, duration and an optional fixed rate. Output: autocannon's result as JSON on stdout.
 */
type Input = {
  url: string
  origin: string
  cookies: string[]
  bodies: unknown[]
  connections: number
  duration: number
  rate?: number
}

const input = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Input
const bodies = input.bodies.map((b) => JSON.stringify(b))
let next = 0

const result = await autocannon({
  url: input.url,
  connections: input.connections,
  duration: input.duration,
  ...(input.rate ? { overallRate: input.rate } : {}),
  requests: [
    {
      method: 'POST',
      setupRequest: (req) => {
        const n = next++
        return {
          ...req,
          path: '/api/checkout/quote',
          body: bodies[n % bodies.length]!,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            cookie: input.cookies[n % input.cookies.length]!,
            origin: input.origin,
          },
        }
      },
    },
  ],
})
process.stdout.write(JSON.stringify(result))
