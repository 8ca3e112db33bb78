import { BALANCE_CACHE_SECONDS, type Balance } from '@rdo/contracts'
import {
  address as toAddress,
  createSolanaRpc,
  isSolanaError,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
} from '@solana/kit'
import { and, eq } from 'drizzle-orm'
import { tokenBalances, walletLinks } from '../../db/schema/wallets.ts'
import type { AppContext } from '../../types.ts'

/** How long one chain read may take unless SOLANA_RPC_TIMEOUT_MS says otherwise. */
export const SOLANA_RPC_DEFAULT_TIMEOUT_MS = 3_000

type BalanceCtx = Pick<AppContext, 'config' | 'db' | 'log' | 'runtimes'>
type TokenBalanceRow = typeof tokenBalances.$inferSelect

/** Balances can be read only with both an RPC endpoint and the token's mint configured. */
export function balancesConfigured(config: AppContext['config']): boolean {
  return Boolean(config.SOLANA_RPC_URL && config.RDO_MINT)
}

/** `raw` token units with `decimals` places as a plain decimal string without trailing zeros ("12.5"). */
export function formatUnits(raw: bigint, decimals: number): string {
  const negative = raw < 0n
  const digits = (negative ? -raw : raw).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** A stored numeric ("1500.000000000") in the same plain form as `formatUnits` ("1500"). */
export function normaliseAmount(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.')
  const trimmed = fraction.replace(/0+$/, '')
  return trimmed ? `${whole}.${trimmed}` : whole
}

type TokenAmount = { amount: string; decimals: number }

/** Sums token amounts exactly (bigint raw units at the largest scale among them). */
export function sumTokenAmounts(amounts: TokenAmount[]): string {
  const decimals = Math.max(0, ...amounts.map((a) => a.decimals))
  let total = 0n
  for (const a of amounts) total += BigInt(a.amount) * 10n ** BigInt(decimals - a.decimals)
  return formatUnits(total, decimals)
}

/**
 * Stored before the text of a failed read that never reached the RPC, so later answers (from the stored
 * row) can still tell "unreachable" from other failures.
 */
const UNREACHABLE = 'unreachable: '

type ReadFailure = { error: string; unreachable: boolean }

function isTimeout(err: unknown): boolean {
  const e = err as { name?: string; cause?: { name?: string } } | null
  const names = [e?.name, e?.cause?.name]
  return names.includes('TimeoutError') || names.includes('AbortError')
}

/**
 * What went wrong, in words, and whether the RPC was reached at all: a timeout, a connection that failed
 * (fetch throws) or an HTTP error status mean it was not; a JSON-RPC error or an answer of another shape
 * came from a reachable node.
 */
export function describeReadFailure(err: unknown, timeoutMs: number): ReadFailure {
  if (isTimeout(err)) return { error: `Timed out after ${timeoutMs} ms`, unreachable: true }
  const e = err as { message?: string } | null
  const message = ((e?.message ?? String(err)).replace(/\s+/g, ' ').trim() || 'RPC request failed').slice(
    0,
    500,
  )
  // fetch rejects with a TypeError "fetch failed" when it cannot connect; other TypeErrors are our own.
  const connectionFailed = err instanceof TypeError && /fetch failed/i.test(err.message)
  const unreachable = connectionFailed || isSolanaError(err, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)
  return { error: message, unreachable }
}

/**
 * One getTokenAccountsByOwner read of the configured mint's accounts held by `address`, summed exactly.
 * A single attempt with a time limit: failures come back as `{ error, unreachable }` for the caller to store.
 */
export async function readChainBalance(
  ctx: Pick<AppContext, 'config'>,
  address: string,
): Promise<{ amount: string } | ReadFailure | 'not_configured'> {
  const { SOLANA_RPC_URL: url, RDO_MINT: mint } = ctx.config
  if (!url || !mint) return 'not_configured'
  const timeoutMs = ctx.config.SOLANA_RPC_TIMEOUT_MS ?? SOLANA_RPC_DEFAULT_TIMEOUT_MS
  try {
    const rpc = createSolanaRpc(url)
    const { value } = await rpc
      .getTokenAccountsByOwner(toAddress(address), { mint: toAddress(mint) }, { encoding: 'jsonParsed' })
      .send({ abortSignal: AbortSignal.timeout(timeoutMs) })
    const amounts: TokenAmount[] = []
    for (const { account } of value) {
      const info = account.data.parsed.info
      if (info.mint !== mint) continue
      amounts.push({ amount: info.tokenAmount.amount, decimals: Number(info.tokenAmount.decimals) })
    }
    return { amount: sumTokenAmounts(amounts) }
  } catch (err) {
    return describeReadFailure(err, timeoutMs)
  }
}

const NOT_CONFIGURED: Balance = { status: 'not_configured', amount: null, updated_at: null }

/**
 * The contract's view of a stored balance. A row whose last read failed (`error` set) or that was never
 * read is `unavailable` with no amount, even when the row still holds an earlier good amount.
 */
export function toBalance(
  row: Pick<TokenBalanceRow, 'balance' | 'lastUpdated' | 'error'>,
  options: { configured?: boolean } = {},
): Balance {
  if (options.configured === false) return NOT_CONFIGURED
  const updatedAt = row.lastUpdated ? row.lastUpdated.toISOString() : null
  if (row.error?.startsWith(UNREACHABLE))
    return { status: 'unreachable', amount: null, updated_at: updatedAt }
  if (row.error !== null || row.balance === null || !row.lastUpdated) {
    return { status: 'unavailable', amount: null, updated_at: updatedAt }
  }
  return { status: 'ok', amount: normaliseAmount(row.balance), updated_at: updatedAt }
}

/** Chain reads under way, by address: concurrent callers share one read (one set per app context). */
export function createBalanceReads() {
  const inFlight = new Map<string, Promise<TokenBalanceRow>>()
  return {
    /** The read of `address` under way, or a new one made by `read`. */
    share(address: string, read: () => Promise<TokenBalanceRow>): Promise<TokenBalanceRow> {
      let pending = inFlight.get(address)
      if (!pending) {
        pending = read().finally(() => inFlight.delete(address))
        inFlight.set(address, pending)
      }
      return pending
    },
  }
}

async function readAndStore(ctx: BalanceCtx, address: string, userId: string | undefined) {
  const result = await readChainBalance(ctx, address)
  if (result === 'not_configured') throw new Error('unreachable: checked by the caller')
  const now = new Date()
  // A failed read keeps the last good amount in the row (for the record) but stores the error, so the
  // answer is `unavailable` with no number until a read succeeds.
  const error = 'error' in result ? (result.unreachable ? UNREACHABLE : '') + result.error : null
  const set =
    'amount' in result
      ? { balance: result.amount, error: null, lastUpdated: now }
      : { error, lastUpdated: now }
  if (error) ctx.log.warn('token balance read failed', { address, error })
  const [updated] = await ctx.db
    .update(tokenBalances)
    .set(set)
    .where(eq(tokenBalances.walletAddress, address))
    .returning()
  if (updated) return updated
  // No row: one is created for a wallet `userId` has linked (still linked once the read is back), never
  // for an address nobody links or tracks, so a read finishing after an unlink or untrack stores nothing.
  const linked =
    userId &&
    (
      await ctx.db
        .select({ id: walletLinks.id })
        .from(walletLinks)
        .where(and(eq(walletLinks.address, address), eq(walletLinks.userId, userId)))
    ).length > 0
  const values = {
    walletAddress: address,
    userId: userId ?? null,
    balance: 'amount' in result ? result.amount : null,
    error,
    lastUpdated: now,
  }
  if (!linked) return { ...values, id: '', createdAt: now } satisfies TokenBalanceRow
  const [inserted] = await ctx.db
    .insert(tokenBalances)
    .values(values)
    .onConflictDoUpdate({ target: tokenBalances.walletAddress, set })
    .returning()
  return inserted!
}

/**
 * The balance of `address`: the stored read when it is younger than BALANCE_CACHE_SECONDS (unless
 * `force`), else one chain read stored in the address's token_balances row. The row is created (with
 * `userId`) only when `userId` has linked the address (call it after the link commits); an existing row's
 * `user_id` is left as it is (linking and unlinking own it). `not_configured` without an RPC endpoint and
 * mint (nothing read or stored).
 */
export async function balanceOf(
  ctx: BalanceCtx,
  address: string,
  options: { userId?: string; force?: boolean } = {},
): Promise<Balance> {
  if (!balancesConfigured(ctx.config)) return NOT_CONFIGURED
  if (!options.force) {
    const [row] = await ctx.db.select().from(tokenBalances).where(eq(tokenBalances.walletAddress, address))
    const age = row?.lastUpdated ? Date.now() - row.lastUpdated.getTime() : Infinity
    if (row && age >= 0 && age < BALANCE_CACHE_SECONDS * 1000) return toBalance(row)
  }
  const read = ctx.runtimes.wallets.balanceReads.share(address, () =>
    readAndStore(ctx, address, options.userId),
  )
  return toBalance(await read)
}
