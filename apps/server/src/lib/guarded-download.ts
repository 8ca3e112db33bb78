import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net, { type LookupFunction } from 'node:net'

/** Why a download was refused or failed; `retryable` marks the failures worth a second try. */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message)
  }
}

export type DownloadOptions = {
  /** Whether the server may connect to this resolved address (every address a name resolves to is asked). */
  allowAddress: (ip: string) => boolean
  maxBytes: number
  timeoutMs: number
  maxRedirects: number
  /** The name resolver (tests pass their own); `dns.lookup` by default. */
  resolve?: typeof dns.lookup
}

type Resolved = { address: string; family: number }

/**
 * Resolves a name to every address it has and refuses them all when any one is not allowed; the
 * connection is then made to a checked address, so a second, different answer (DNS rebinding) is
 * never used.
 */
export function checkedLookup(allowAddress: (ip: string) => boolean, resolve = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, family: options.family ?? 0 }, (err, found) => {
      const addresses = found as unknown as Resolved[]
      if (err) return callback(err, '', 0)
      const refused = addresses.find((a) => !allowAddress(a.address))
      if (refused || addresses.length === 0)
        return callback(new DownloadError(`${hostname} is not a public address`), '', 0)
      if (options.all) return (callback as (e: null, a: Resolved[]) => void)(null, addresses)
      callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * GETs `url` from an allowed address only, following at most `maxRedirects` redirects (each one
 * checked again), and stops reading (closing the connection) as soon as the body passes `maxBytes`.
 */
export async function guardedDownload(url: string, options: DownloadOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  let current = new URL(url)
  for (let redirects = 0; ; redirects++) {
    const answer = await getOnce(current, options, signal)
    if (answer.kind === 'body') return answer.body
    if (redirects >= options.maxRedirects)
      throw new DownloadError(`more than ${options.maxRedirects} redirects`)
    current = new URL(answer.location, current)
  }
}

type Answer = { kind: 'body'; body: Buffer } | { kind: 'redirect'; location: string }

function getOnce(url: URL, options: DownloadOptions, signal: AbortSignal): Promise<Answer> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return Promise.reject(new DownloadError('not a web address'))
  // An address written as digits is never looked up, so it is checked here.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (net.isIP(literal) && !options.allowAddress(literal))
    return Promise.reject(new DownloadError(`${literal} is not a public address`))
  const get = url.protocol === 'https:' ? https.get : http.get
  return new Promise<Answer>((resolve, reject) => {
    const req = get(
      url,
      { agent: false, signal, lookup: checkedLookup(options.allowAddress, options.resolve) },
      (res) => {
        const status = res.statusCode ?? 0
        if (REDIRECTS.has(status) && res.headers.location) {
          res.destroy()
          return resolve({ kind: 'redirect', location: res.headers.location })
        }
        if (status < 200 || status > 299) {
          res.destroy()
          return reject(new DownloadError(`HTTP ${status}`, status >= 500 || status === 429))
        }
        const tooLarge = () => new DownloadError(`larger than ${options.maxBytes} bytes`)
        if (Number(res.headers['content-length'] ?? 0) > options.maxBytes) {
          res.destroy()
          return reject(tooLarge())
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBytes) {
            req.destroy()
            return reject(tooLarge())
          }
          chunks.push(chunk)
        })
        res.on('end', () => resolve({ kind: 'body', body: Buffer.concat(chunks) }))
        res.on('error', (err) => reject(failure(err, options, signal)))
        res.on('close', () => {
          if (!res.complete) reject(failure(new Error('connection closed early'), options, signal))
        })
      },
    )
    req.on('error', (err) => reject(failure(err, options, signal)))
  })
}

function failure(err: Error, options: DownloadOptions, signal: AbortSignal): DownloadError {
  if (err instanceof DownloadError) return err
  if (signal.aborted) return new DownloadError(`no answer within ${options.timeoutMs} ms`)
  return new DownloadError(err.message || 'network error', true)
}
