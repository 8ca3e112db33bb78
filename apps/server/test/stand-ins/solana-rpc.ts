/**
 * A Solana JSON-RPC stand-in for tests and local use: it answers the reads the shop makes
 * (getTokenAccountsByOwner with jsonParsed encoding, getHealth, getVersion) from balances set by the
 * caller, never random ones. Balances and failure modes are set in-process or over HTTP
 * (`POST /__control`) so a test in another process can drive it.
 *
 * Run on its own for local work:
 *   node --import tsx scripts/solana-rpc-stand-in.ts --port 8899 [--host 127.0.0.1] [--mint <address>]
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { createTransactionStore, type StandInTransfer } from './solana-transactions.ts'

/** The mint the stand-in holds balances of unless told another (a fixed, valid address). */
export const SOLANA_STAND_IN_MINT = 'WqRy6iMA312LF1wf51ThtBCGR7NKFmYavv8i18vhbYx'
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const STAND_IN_DEFAULT_SLOW_MS = 10_000

export type StandInMode = 'ok' | 'fail' | 'slow'
export type StandInCall = { method: string; params: unknown[] }
export type SolanaRpcStandIn = {
  url: string
  mint: string
  /** Every JSON-RPC call received, in order. */
  calls: StandInCall[]
  /**
   * `owner` holds `amount` $RDO (token units, e.g. "150" or "12.5"); an array gives the owner several
   * token accounts of the mint. An empty array (or "0" accounts) removes them.
   */
  setBalance(owner: string, amount: string | string[], decimals?: number): void
  /** `fail`: every call answers HTTP 503 with a JSON-RPC error; `slow`: answers after `slowMs`. */
  setMode(mode: StandInMode, slowMs?: number): void
  /** A transfer getTransaction answers for the returned signature (see solana-transactions.ts). */
  addTransaction(t: StandInTransfer): string
  /** Forgets balances, transactions and calls and goes back to `ok`. */
  reset(): void
  close(): Promise<void>
}

type TokenAccount = { pubkey: string; amount: bigint; decimals: number }

const SLOT = 341_197_053
const U64_MAX = '18446744073709551615'
const RENT_EPOCH_MARK = '"__rent_epoch_u64_max__"'
const base58 = getBase58Decoder()
const base58Bytes = getBase58Encoder()

/** Whether `value` is base58 for 32 bytes, as a real node checks a pubkey parameter. */
function isPubkey(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 32 || value.length > 44) return false
  try {
    return base58Bytes.encode(value).length === 32
  } catch {
    return false
  }
}

/** "12.5" with 6 decimals → 12500000n; throws on anything that is not a plain non-negative decimal. */
export function toRawUnits(amount: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim())
  if (!match) throw new Error(`Not a token amount: ${amount}`)
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals) throw new Error(`${amount} has more than ${decimals} decimals`)
  return BigInt(match[1]! + fraction.padEnd(decimals, '0'))
}

function uiAmountString(raw: bigint, decimals: number) {
  const digits = raw.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** A token account address derived from owner, mint and index: the same every run. */
function accountAddress(owner: string, mint: string, index: number) {
  return base58.decode(crypto.createHash('sha256').update(`${owner}:${mint}:${index}`).digest())
}

export async function startSolanaRpcStandIn(
  options: { port?: number; host?: string; mint?: string } = {},
): Promise<SolanaRpcStandIn> {
  const mint = options.mint ?? SOLANA_STAND_IN_MINT
  const host = options.host ?? '127.0.0.1'
  const accounts = new Map<string, TokenAccount[]>()
  const calls: StandInCall[] = []
  let mode: StandInMode = 'ok'
  let slowMs = STAND_IN_DEFAULT_SLOW_MS
  const timers = new Set<NodeJS.Timeout>()
  const transactions = createTransactionStore(mint, SLOT)

  function setBalance(owner: string, amount: string | string[], decimals = 6) {
    if (!isPubkey(owner)) throw new Error(`Not a Solana address: ${owner}`)
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 18) throw new Error('decimals: 0 to 18')
    const amounts = Array.isArray(amount) ? amount : [amount]
    accounts.set(
      owner,
      amounts.map((a, i) => ({
        pubkey: accountAddress(owner, mint, i),
        amount: toRawUnits(a, decimals),
        decimals,
      })),
    )
  }

  function setMode(next: StandInMode, ms?: number) {
    if (!['ok', 'fail', 'slow'].includes(next)) throw new Error(`Unknown mode: ${next}`)
    mode = next
    slowMs = ms ?? STAND_IN_DEFAULT_SLOW_MS
  }

  function tokenAccountsByOwner(owner: string) {
    return (accounts.get(owner) ?? []).map((a) => ({
      pubkey: a.pubkey,
      account: {
        data: {
          parsed: {
            info: {
              isNative: false,
              mint,
              owner,
              state: 'initialized',
              tokenAmount: {
                amount: a.amount.toString(),
                decimals: a.decimals,
                uiAmount: Number(uiAmountString(a.amount, a.decimals)),
                uiAmountString: uiAmountString(a.amount, a.decimals),
              },
            },
            type: 'account',
          },
          program: 'spl-token',
          space: 165,
        },
        executable: false,
        lamports: 2_039_280,
        owner: TOKEN_PROGRAM_ID,
        rentEpoch: '__rent_epoch_u64_max__',
        space: 165,
      },
    }))
  }

  type RpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
  const rpcError = (id: unknown, code: number, message: string) => ({
    jsonrpc: '2.0',
    error: { code, message },
    id: id ?? null,
  })

  function answer(request: RpcRequest) {
    const id = request.id ?? null
    if (typeof request.method !== 'string') return rpcError(id, -32600, 'Invalid request')
    const params = Array.isArray(request.params) ? request.params : []
    calls.push({ method: request.method, params })
    if (mode === 'fail') return rpcError(id, -32005, 'Node is unhealthy')
    switch (request.method) {
      case 'getHealth':
        return { jsonrpc: '2.0', result: 'ok', id }
      case 'getVersion':
        return { jsonrpc: '2.0', result: { 'feature-set': 3_241_752_014, 'solana-core': '2.0.15' }, id }
      case 'getTransaction':
        return { jsonrpc: '2.0', result: transactions.get(params[0], params[1] as never), id }
      case 'getTokenAccountsByOwner': {
        const [owner, filter, config] = params as [
          unknown,
          { mint?: unknown; programId?: unknown }?,
          unknown?,
        ]
        if (!isPubkey(owner)) return rpcError(id, -32602, 'Invalid param: Invalid')
        if (!filter || (filter.mint === undefined && filter.programId === undefined)) {
          return rpcError(id, -32602, 'Invalid params: missing mint or programId filter')
        }
        if (filter.mint !== undefined && !isPubkey(filter.mint)) {
          return rpcError(id, -32602, 'Invalid param: Invalid')
        }
        if ((config as { encoding?: unknown } | undefined)?.encoding !== 'jsonParsed') {
          return rpcError(
            id,
            -32602,
            'The stand-in answers getTokenAccountsByOwner in jsonParsed encoding only',
          )
        }
        const holds = filter.mint === undefined ? filter.programId === TOKEN_PROGRAM_ID : filter.mint === mint
        const value = holds ? tokenAccountsByOwner(owner) : []
        return { jsonrpc: '2.0', result: { context: { apiVersion: '2.0.15', slot: SLOT }, value }, id }
      }
      default:
        return rpcError(id, -32601, 'Method not found')
    }
  }

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    // A real node sends rentEpoch as the u64 literal 18446744073709551615, beyond a JS number.
    const text = JSON.stringify(body).replaceAll(RENT_EPOCH_MARK, U64_MAX)
    res.writeHead(status, { 'content-type': 'application/json' }).end(text)
  }

  function control(body: Record<string, unknown>) {
    if (body.reset === true) {
      accounts.clear()
      transactions.clear()
      calls.length = 0
      setMode('ok')
    }
    if (typeof body.address === 'string') {
      const amount = body.amount
      if (!(
        typeof amount === 'string' ||
        (Array.isArray(amount) && amount.every((a) => typeof a === 'string'))
      )) {
        throw new Error('amount: a decimal string or a list of them')
      }
      setBalance(body.address, amount, body.decimals === undefined ? undefined : Number(body.decimals))
    }
    if (body.mode !== undefined) {
      setMode(body.mode as StandInMode, body.slow_ms === undefined ? undefined : Number(body.slow_ms))
    }
    if (body.transaction && typeof body.transaction === 'object') {
      return { mode, slow_ms: slowMs, mint, signature: transactions.add(body.transaction as StandInTransfer) }
    }
    return { mode, slow_ms: slowMs, mint }
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (raw += chunk))
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]
      if (path === '/__control') {
        if (req.method === 'GET') return send(res, 200, { mode, slow_ms: slowMs, mint, calls: calls.length })
        if (req.method !== 'POST') return send(res, 405, { error: 'POST or GET' })
        try {
          return send(res, 200, control(JSON.parse(raw || '{}') as Record<string, unknown>))
        } catch (err) {
          return send(res, 400, { error: (err as Error).message })
        }
      }
      if (req.method !== 'POST') return send(res, 405, rpcError(null, -32600, 'Invalid request'))
      let parsed: unknown
      try {
        parsed = JSON.parse(raw)
      } catch {
        return send(res, 200, rpcError(null, -32700, 'Parse error'))
      }
      const body = Array.isArray(parsed)
        ? parsed.map((r) => answer(r as RpcRequest))
        : answer(parsed as RpcRequest)
      const status = mode === 'fail' ? 503 : 200
      if (mode !== 'slow') return send(res, status, body)
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!res.destroyed) send(res, status, body)
      }, slowMs)
      timers.add(timer)
      res.on('close', () => {
        clearTimeout(timer)
        timers.delete(timer)
      })
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  return {
    url,
    mint,
    calls,
    setBalance,
    setMode,
    addTransaction: (t) => transactions.add(t),
    reset: () => void control({ reset: true }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
