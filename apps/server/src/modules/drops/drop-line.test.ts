import { describe, expect, it } from 'vitest'
import { ANSWER_SLICE, createDropLines, LINE_BATCH } from './drop-line.ts'

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms))
const range = (n: number) => Array.from({ length: n }, (_, i) => i)

/** A serve function that records each group it is given and answers every ask with itself. */
function recorder(ms = 1, failWhen?: (asks: number[]) => boolean) {
  const groups: number[][] = []
  let busy = 0
  let overlapped = false
  const serve = async (asks: number[]) => {
    if (busy++) overlapped = true
    groups.push(asks)
    await tick(ms)
    busy--
    if (failWhen?.(asks)) throw new Error('group failed')
    return asks
  }
  return { groups, serve, overlapped: () => overlapped }
}

describe('a drop line', () => {
  it('serves one group at a time per drop, in arrival order, in groups of at most LINE_BATCH', async () => {
    const lines = createDropLines({ openingDrawMs: 0 })
    const r = recorder(5)
    const opensAt = new Date(Date.now() - 1000)
    const join = (i: number, drop = 'd1') =>
      lines.join(drop, { customer: `c${i}`, ask: i, arrivedAt: Date.now(), opensAt }, r.serve)
    const first = join(0)
    // Arrivals while the first group is being decided form the next group, together.
    const rest = range(LINE_BATCH + 10).map((i) => join(i + 1))
    expect(lines.length('d1')).toBe(LINE_BATCH + 11)
    expect(await first).toBe(0)
    expect(await Promise.all(rest)).toEqual(range(LINE_BATCH + 10).map((i) => i + 1))
    expect(r.groups.map((g) => g.length)).toEqual([1, LINE_BATCH, 10])
    expect(r.groups.flat()).toEqual(range(LINE_BATCH + 11))
    expect(r.overlapped()).toBe(false)
    expect(lines.length('d1')).toBe(0)
  })

  it('lets other work run between groups answered without I/O', async () => {
    const lines = createDropLines({ openingDrawMs: 0 })
    const events: string[] = []
    let calls = 0
    // Answered at once, as a sold-out drop answers from memory.
    const serve = async (asks: number[]) => {
      if (calls++ === 0) setImmediate(() => events.push('other work'))
      return asks
    }
    const opensAt = new Date(Date.now() - 1000)
    const answers = range(3 * LINE_BATCH).map((i) =>
      lines
        .join('d9', { customer: `c${i}`, ask: i, arrivedAt: Date.now(), opensAt }, serve)
        .then(() => events.push('answer')),
    )
    await Promise.all(answers)
    const first = events.indexOf('other work')
    expect(first).toBeGreaterThan(0)
    expect(first).toBeLessThan(events.length - 1)
  })

  it('still decides one group at a time when buyers join while it lets other work run', async () => {
    const lines = createDropLines({ openingDrawMs: 0 })
    const r = recorder(2)
    const opensAt = new Date(Date.now() - 1000)
    const join = (i: number) =>
      lines.join('d10', { customer: `c${i}`, ask: i, arrivedAt: Date.now(), opensAt }, r.serve)
    const late: Promise<number>[] = []
    // A buyer joins the moment the first group is answered, before the line moves on.
    const first = join(0).then((n) => {
      late.push(join(1000))
      return n
    })
    const rest = range(LINE_BATCH + 5).map((i) => join(i + 1))
    await Promise.all([first, ...rest])
    await Promise.all(late)
    expect(r.overlapped()).toBe(false)
    expect(r.groups.flat().sort((a, b) => a - b)).toEqual([...range(LINE_BATCH + 6), 1000])
  })

  it('answers a failed group with its error and goes on with the next', async () => {
    const lines = createDropLines({ openingDrawMs: 0 })
    const r = recorder(2, (asks) => asks.includes(0))
    const opensAt = new Date(Date.now() - 1000)
    const join = (i: number) =>
      lines.join('d2', { customer: `c${i}`, ask: i, arrivedAt: Date.now(), opensAt }, r.serve)
    const failed = join(0)
    const next = join(1)
    await expect(failed).rejects.toThrow('group failed')
    expect(await next).toBe(1)
  })

  it('draws the opening arrivals in random order when the draw ends, one entry per customer', async () => {
    const lines = createDropLines({ openingDrawMs: 150 })
    const r = recorder()
    const opensAt = new Date(Date.now() - 10)
    const join = (customer: string, ask: number, arrivedAt = Date.now()) =>
      lines.join('d3', { customer, ask, arrivedAt, opensAt }, r.serve)
    const answers = range(30).map((i) => join(`c${i}`, i))
    const again = join('c0', -1)
    expect(lines.length('d3')).toBe(30)
    await tick(20)
    expect(r.groups).toEqual([])
    expect(await Promise.all(answers)).toEqual(range(30))
    expect(await again).toBe(0)
    const served = r.groups.flat()
    expect([...served].sort((x, y) => x - y)).toEqual(range(30))
    // 30 arrivals served in the order they came: a chance of 1 in 30!.
    expect(served).not.toEqual(range(30))
  })

  it('answers a shop-wide draw winners first, then the rest a slice at a time with other work between', async () => {
    const n = 2 * ANSWER_SLICE + 100
    const winners = new Set([7, 250, n - 1])
    // Turns of the event loop, counted while the answers go out: each answer notes the turn it came in.
    let turn = 0
    let counting = true
    const count = () => {
      turn++
      if (counting) setImmediate(count)
    }
    const lines = createDropLines({
      openingDrawMs: 60,
      winner: (answer) => winners.has(answer as number),
      shared: {
        opened: () => {},
        // Every entry answered with its own ask, decided at once; other work is waiting meanwhile.
        decide: async (_dropId, _opens, drawn) => {
          setImmediate(count)
          return drawn.map((d) => d.ask)
        },
      },
    })
    const opensAt = new Date(Date.now() - 10)
    const heard: { winner: boolean; turn: number }[] = []
    const answers = range(n).map((i) =>
      lines
        .join('d12', { customer: `c${i}`, ask: i, arrivedAt: Date.now(), opensAt }, async () => [])
        .then((a) => heard.push({ winner: winners.has(a as number), turn })),
    )
    expect(await Promise.all(answers)).toHaveLength(n)
    counting = false
    expect(heard.slice(0, 3).map((h) => h.winner)).toEqual([true, true, true])
    // The winners in the turn the draw was decided, the others in later turns, a slice per turn.
    const perTurn = new Map<number, number>()
    for (const h of heard.slice(3)) perTurn.set(h.turn, (perTurn.get(h.turn) ?? 0) + 1)
    expect(Math.min(...perTurn.keys())).toBeGreaterThan(heard[0]!.turn)
    expect([...perTurn.values()]).toEqual([ANSWER_SLICE, ANSWER_SLICE, n - 3 - 2 * ANSWER_SLICE])
  })

  it('serves the line behind a shop-wide draw as soon as the draw is decided, while its answers go out', async () => {
    const n = 3 * ANSWER_SLICE
    const events: string[] = []
    let deciding!: () => void
    const decisionStarted = new Promise<void>((resolve) => (deciding = resolve))
    const lines = createDropLines({
      openingDrawMs: 40,
      shared: {
        opened: () => {},
        decide: async (_dropId, _opens, drawn) => {
          deciding()
          await tick(30)
          return drawn.map(() => 'sold out')
        },
      },
    })
    const opensAt = new Date(Date.now() - 10)
    const drawn = range(n).map((i) =>
      lines
        .join('d13', { customer: `c${i}`, ask: i, arrivedAt: Date.now(), opensAt }, async () => [])
        .then(() => events.push('drawn answered')),
    )
    // The draw has ended and is being decided (however slow the machine):
    await decisionStarted
    // Arrived after the draw ended: served once the draw is decided, not after all its answers.
    const late = lines.join(
      'd13',
      { customer: 'late', ask: -1, arrivedAt: Date.now(), opensAt },
      async (asks: number[]) => {
        events.push('late served')
        return asks
      },
    )
    await Promise.all([...drawn, late])
    const served = events.indexOf('late served')
    expect(served).toBeGreaterThan(0)
    expect(served).toBeLessThan(events.length - 1)
  })

  it('serves those who arrived after the draw ended behind everyone drawn', async () => {
    const lines = createDropLines({ openingDrawMs: 100 })
    const r = recorder()
    const opensAt = new Date(Date.now() - 10)
    const drawn = range(5).map((i) =>
      lines.join('d4', { customer: `c${i}`, ask: i, arrivedAt: Date.now(), opensAt }, r.serve),
    )
    // Read slowly: reaches the line before the draw ends but arrived after its time.
    const late = lines.join(
      'd4',
      { customer: 'late', ask: 99, arrivedAt: opensAt.getTime() + 100, opensAt },
      r.serve,
    )
    await Promise.all([...drawn, late])
    expect(r.groups.flat().at(-1)).toBe(99)
  })

  it("waits for buyers who arrived in the draw's time but are still being read", async () => {
    const lines = createDropLines({ openingDrawMs: 60 })
    const r = recorder()
    const opensAt = new Date(Date.now() - 10)
    const arrivedAt = Date.now()
    const reading = lines.noteArrival('d5', arrivedAt)
    const early = lines.join('d5', { customer: 'a', ask: 1, arrivedAt, opensAt }, r.serve)
    await tick(150)
    // The draw's time is over, but one of its buyers is still being read: nobody is served yet.
    expect(r.groups).toEqual([])
    const slow = lines.join('d5', { customer: 'b', ask: 2, arrivedAt, opensAt }, r.serve)
    reading()
    expect(await Promise.all([early, slow])).toEqual([1, 2])
    expect(r.groups).toHaveLength(1)
  })

  it('waits while presses of its time are still being read, turn after turn, then closes', async () => {
    const lines = createDropLines({ openingDrawMs: 50 })
    const r = recorder()
    const opensAt = new Date(Date.now() - 10)
    const closesAt = opensAt.getTime() + 50
    const early = lines.join('d6', { customer: 'a', ask: 1, arrivedAt: Date.now(), opensAt }, r.serve)
    await tick(closesAt - Date.now())
    // A backlog: for a while after the draw's end, each look finds presses of its time read since the
    // one before (received by the balancer in time, read by a busy instance only now).
    const backlog: Promise<number>[] = []
    for (let i = 0; i < 8; i++) {
      const readAt = Date.now()
      const drawAt = closesAt - 20
      lines.noteArrival('d6', drawAt)()
      backlog.push(
        lines.join('d6', { customer: `b${i}`, ask: 10 + i, arrivedAt: readAt, drawAt, opensAt }, r.serve),
      )
      await tick(15)
    }
    expect(r.groups).toEqual([])
    // Then only presses that came after its end: the draw closes, with every one of the backlog in it.
    const after = Date.now()
    lines.noteArrival('d6', after)()
    const late = lines.join('d6', { customer: 'z', ask: 99, arrivedAt: after, opensAt }, r.serve)
    expect(await Promise.all([early, ...backlog, late])).toEqual([1, ...range(8).map((i) => 10 + i), 99])
    // Drawn together (in random order), the one who came after behind them.
    const served = r.groups.flat()
    expect(served.slice(0, 9).sort((x, y) => x - y)).toEqual([1, ...range(8).map((i) => 10 + i)])
    expect(served.at(-1)).toBe(99)
  })

  it('serves arrivals before the window or with the draw off in arrival order', async () => {
    const lines = createDropLines({ openingDrawMs: 1000 })
    const r = recorder()
    const opensAt = new Date(Date.now() + 5000)
    const answers = range(3).map((i) =>
      lines.join('d6', { customer: `c${i}`, ask: i, arrivedAt: Date.now(), opensAt }, r.serve),
    )
    expect(await Promise.all(answers)).toEqual([0, 1, 2])
    expect(r.groups.flat()).toEqual([0, 1, 2])
  })

  it('answers the rest of a drawn line in arrival order once the units are gone, earliest first', async () => {
    let soldOut = false
    const lines = createDropLines({ openingDrawMs: 100, settled: () => soldOut })
    const groups: number[][] = []
    // The first group takes the units; every later group is answered as a sold-out drop answers.
    const serve = async (asks: number[]) => {
      groups.push(asks)
      await tick(1)
      soldOut = true
      return asks
    }
    const opensAt = new Date(Date.now() - 10)
    const n = 3 * LINE_BATCH
    // Arrival times spread over the draw, in an order unrelated to the order of joining.
    const arrivedAt = (i: number) => opensAt.getTime() + ((i * 37) % n) / 10
    const answers = range(n).map((i) =>
      lines.join('d7', { customer: `c${i}`, ask: i, arrivedAt: arrivedAt(i), opensAt }, serve),
    )
    expect(await Promise.all(answers)).toEqual(range(n))
    expect(groups.map((g) => g.length)).toEqual([LINE_BATCH, LINE_BATCH, LINE_BATCH])
    // The first group is the draw's, in random order; the rest went out earliest arrival first.
    const first = groups[0]!.map(arrivedAt)
    expect(first).not.toEqual([...first].sort((a, b) => a - b))
    const rest = groups.slice(1).flat().map(arrivedAt)
    expect(rest).toEqual([...rest].sort((a, b) => a - b))
  })
})
