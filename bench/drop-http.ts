import net from 'node:net'

/**
 * A lean HTTP/1.1 client for the drop crowd: keep-alive connections on plain sockets, requests written
 * as one string, answers read into one shared buffer and parsed only as far as the crowd needs (the
 * status, the length, a few named headers and, when asked for, the body). node:http's client costs the
 * crowd several hundred microseconds of CPU per request (its agent, parser and stream objects, and the
 * garbage they leave); at 30,000 requests in a few seconds on the machine the shop runs on, the crowd
 * then measured its own queue instead of the shop's answers. Load generators are written this way for
 * the same reason.
 *
 * Supported: answers with Content-Length (every answer the shop gives the crowd) and chunked answers;
 * `Connection: close` is honoured. One request per connection at a time, no pipelining.
 */
export type HttpAnswer = {
  status: number
  /** Lower-cased header names asked for in `want`, with their values. */
  headers: Record<string, string>
  /** The body, when `keepBody` said to keep it. */
  body?: Buffer
}

export class HttpError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

type Pending = {
  head: string
  body?: string
  keepBody: (status: number) => boolean
  timeoutMs: number
  resolve: (a: HttpAnswer) => void
  reject: (e: HttpError) => void
}

// Every read of every connection lands here and is consumed before the next read: one buffer for all.
const shared = Buffer.allocUnsafe(64 * 1024)
const CRLFCRLF = Buffer.from('\r\n\r\n')

class Connection {
  private socket: net.Socket
  private current: Pending | null = null
  private headBuf: Buffer | null = null
  private remaining = 0
  private chunked = false
  private chunkState: Buffer | null = null
  private status = 0
  private headers: Record<string, string> = {}
  private bodyParts: Buffer[] | null = null
  private closeAfter = false
  private timer: NodeJS.Timeout | null = null
  alive = true

  constructor(
    host: string,
    port: number,
    private readonly want: string[],
    private readonly onIdle: (c: Connection) => void,
    private readonly onGone: (c: Connection) => void,
  ) {
    this.socket = net.connect({
      host,
      port,
      noDelay: true,
      onread: { buffer: shared, callback: (n: number) => (this.onData(n), true) },
    })
    this.socket.on('error', (err: NodeJS.ErrnoException) =>
      this.fail(new HttpError(err.message, err.code ?? 'network')),
    )
    this.socket.on('close', () => this.fail(new HttpError('connection closed', 'ECONNRESET')))
  }

  send(p: Pending) {
    this.current = p
    this.headBuf = null
    this.status = 0
    this.headers = {}
    this.bodyParts = null
    this.closeAfter = false
    this.chunked = false
    this.chunkState = null
    this.timer = setTimeout(() => this.socket.destroy(new HttpError('timeout', 'TIMEOUT')), p.timeoutMs)
    this.socket.write(p.body === undefined ? p.head : p.head + p.body)
  }

  private fail(err: HttpError) {
    if (!this.alive) return
    this.alive = false
    if (this.timer) clearTimeout(this.timer)
    const p = this.current
    this.current = null
    this.socket.destroy()
    this.onGone(this)
    p?.reject(err)
  }

  destroy() {
    this.alive = false
    this.socket.destroy()
  }

  private onData(n: number) {
    const p = this.current
    if (!p) return // Nothing asked: an idle connection's stray bytes are ignored.
    let data: Buffer = shared.subarray(0, n)
    if (this.status === 0) {
      // Still in the head: keep what came so far (a copy: the shared buffer is reused).
      const sofar: Buffer = this.headBuf ? Buffer.concat([this.headBuf, data]) : data
      const end = sofar.indexOf(CRLFCRLF)
      if (end < 0) {
        this.headBuf = Buffer.from(sofar)
        return
      }
      this.parseHead(sofar.toString('latin1', 0, end))
      data = sofar.subarray(end + 4)
      this.headBuf = null
      if (p.keepBody(this.status)) this.bodyParts = []
    }
    if (this.chunked) this.readChunked(data)
    else {
      const take = Math.min(this.remaining, data.length)
      if (this.bodyParts && take > 0) this.bodyParts.push(Buffer.from(data.subarray(0, take)))
      this.remaining -= take
      if (this.remaining === 0) this.finish()
    }
  }

  private parseHead(head: string) {
    const lines = head.split('\r\n')
    this.status = Number(lines[0]!.split(' ')[1])
    let length = 0
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]!
      const colon = line.indexOf(':')
      const name = line.slice(0, colon).toLowerCase()
      const value = line.slice(colon + 1).trim()
      if (name === 'content-length') length = Number(value)
      else if (name === 'transfer-encoding') this.chunked = value.toLowerCase().includes('chunked')
      else if (name === 'connection') this.closeAfter = value.toLowerCase() === 'close'
      if (this.want.includes(name)) this.headers[name] = value
    }
    this.remaining = this.chunked ? 0 : length
  }

  /** Chunked bodies, kept whole until their last chunk (rare here: only a streamed answer uses them). */
  private readChunked(data: Buffer) {
    const all = this.chunkState ? Buffer.concat([this.chunkState, data]) : Buffer.from(data)
    let at = 0
    for (;;) {
      const eol = all.indexOf('\r\n', at)
      if (eol < 0) break
      const size = parseInt(all.toString('latin1', at, eol), 16)
      if (size === 0) {
        this.chunkState = null
        this.finish()
        return
      }
      if (all.length < eol + 2 + size + 2) break
      if (this.bodyParts) this.bodyParts.push(all.subarray(eol + 2, eol + 2 + size))
      at = eol + 2 + size + 2
    }
    this.chunkState = all.subarray(at)
  }

  private finish() {
    const p = this.current!
    if (this.timer) clearTimeout(this.timer)
    this.current = null
    const answer: HttpAnswer = { status: this.status, headers: this.headers }
    if (this.bodyParts) answer.body = Buffer.concat(this.bodyParts)
    if (this.closeAfter) {
      this.alive = false
      this.socket.destroy()
      this.onGone(this)
    } else this.onIdle(this)
    p.resolve(answer)
  }
}

/** One client, as a browser is one: at most `maxSockets` connections to one server, requests queued. */
export class HttpClient {
  private idle: Connection[] = []
  private open = 0
  private queue: Pending[] = []

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly maxSockets: number,
    /** Response headers to hand back (lower case). */
    private readonly want: string[] = [],
  ) {}

  request(
    method: string,
    path: string,
    headers: Record<string, string>,
    {
      body,
      keepBody = () => false,
      timeoutMs = 60_000,
    }: { body?: string; keepBody?: (status: number) => boolean; timeoutMs?: number } = {},
  ): Promise<HttpAnswer> {
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n`
    for (const name in headers) head += `${name}: ${headers[name]}\r\n`
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`
    head += '\r\n'
    return new Promise((resolve, reject) => {
      this.queue.push({ head, body, keepBody, timeoutMs, resolve, reject })
      this.pump()
    })
  }

  private pump() {
    while (this.queue.length) {
      let conn = this.idle.pop()
      if (!conn) {
        if (this.open >= this.maxSockets) return
        this.open++
        conn = new Connection(
          this.host,
          this.port,
          this.want,
          (c) => {
            this.idle.push(c)
            this.pump()
          },
          (c) => {
            this.open--
            this.idle = this.idle.filter((x) => x !== c)
            this.pump()
          },
        )
      }
      conn.send(this.queue.shift()!)
    }
  }

  destroy() {
    for (const c of this.idle) c.destroy()
    this.idle = []
  }
}
