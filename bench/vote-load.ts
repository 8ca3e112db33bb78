import fs from 'node:fs'
import autocannon from 'autocannon'

/**
 * A voting crowd, run as its own process so its work does not count against the server's: every
 * request is a different (voter, design) pair, so each one is a new vote the server must record.
 * Input: a JSON file path in argv[2] with the shop URL, its origin, the voters' cookies, the design ids,
 * where in the pair sequence to start, the connection count, duration, optional fixed rate and whether
 * the votes spread over the designs or all go to one design at a time.
 * Output: autocannon's result as JSON on stdout.
 */
type Input = {
  url: string
  origin: string
  cookies: string[]
  designs: string[]
  start: number
  connections: number
  duration: number
  rate?: number
  /** 'spread': each request on another design (a busy gallery); 'hot': one design at a time (a drop). */
  mode: 'spread' | 'hot'
}

const input = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Input
let next = input.start
const voters = input.cookies.length

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
        // Distinct (voter, design) pairs for every n below voters × designs when the two counts share no
        // factor (the benchmark uses a prime number of voters).
        const voter = n % voters
        const design =
          input.mode === 'spread'
            ? input.designs[n % input.designs.length]!
            : input.designs[Math.floor(n / voters) % input.designs.length]!
        return {
          ...req,
          path: `/api/community-designs/${design}/vote`,
          headers: {
            ...req.headers,
            cookie: input.cookies[voter]!,
            origin: input.origin,
            // Each voter on their own network (the server trusts the proxy header in the benchmark).
            'x-forwarded-for': `10.${(voter >> 16) & 255}.${(voter >> 8) & 255}.${voter & 255}`,
          },
        }
      },
    },
  ],
})
process.stdout.write(JSON.stringify({ ...result, used: next - input.start }))
