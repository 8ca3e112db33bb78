import { DESIGN_REWARD_MESSAGES as M, SOL_DECIMALS, type RewardAsset } from '@rdo/contracts'
import { AppError, Unavailable } from '../../lib/errors.ts'
import type { AppContext } from '../../types.ts'

/** What a transaction moved to a wallet, read from the chain. */
export type ChainTransfer =
  | { ok: true; received: bigint; decimals: number; slot: number | null; blockTime: number | null }
  | { ok: false; reason: 'not_found' | 'failed' | 'unreachable' }

type TokenBalance = {
  accountIndex: number
  mint?: string
  owner?: string
  uiTokenAmount?: { amount?: string; decimals?: number }
}
type RpcTransaction = {
  slot?: number
  blockTime?: number | null
  meta?: {
    err?: unknown
    preBalances?: number[]
    postBalances?: number[]
    preTokenBalances?: TokenBalance[]
    postTokenBalances?: TokenBalance[]
  } | null
  transaction?: { message?: { accountKeys?: ({ pubkey?: string } | string)[] } }
}

const keyOf = (k: { pubkey?: string } | string) => (typeof k === 'string' ? k : k.pubkey)

/**
 * How much of `asset` the transaction moved into `wallet`: for SOL the change of the wallet account's
 * lamports, for $RDO the change of the mint's token balances the wallet owns (before and after, as the
 * node reports them, so transfers made by inner instructions count too).
 */
export function receivedBy(tx: RpcTransaction, wallet: string, asset: RewardAsset, mint: string) {
  const meta = tx.meta ?? {}
  if (asset === 'SOL') {
    const keys = tx.transaction?.message?.accountKeys ?? []
    let received = 0n
    keys.forEach((k, i) => {
      if (keyOf(k) !== wallet) return
      received += BigInt(meta.postBalances?.[i] ?? 0) - BigInt(meta.preBalances?.[i] ?? 0)
    })
    return { received, decimals: SOL_DECIMALS }
  }
  const mine = (b: TokenBalance) => b.owner === wallet && b.mint === mint
  const post = (meta.postTokenBalances ?? []).filter(mine)
  const pre = (meta.preTokenBalances ?? []).filter(mine)
  const decimals = post[0]?.uiTokenAmount?.decimals ?? pre[0]?.uiTokenAmount?.decimals ?? 0
  let received = 0n
  for (const b of post) received += BigInt(b.uiTokenAmount?.amount ?? '0')
  for (const b of pre) received -= BigInt(b.uiTokenAmount?.amount ?? '0')
  return { received, decimals }
}

/**
 * Reads a transaction at `confirmed` through the configured RPC and answers what it moved to `wallet`:
 * SOL, or tokens of `mint` (the $RDO mint unless another is given).
 */
export async function readTransfer(
  ctx: Pick<AppContext, 'config' | 'log'>,
  signature: string,
  wallet: string,
  asset: RewardAsset,
  mint = ctx.config.RDO_MINT ?? '',
): Promise<ChainTransfer> {
  const url = ctx.config.SOLANA_RPC_URL!
  const timeoutMs = ctx.config.SOLANA_RPC_TIMEOUT_MS ?? 10_000
  let tx: RpcTransaction | null
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getTransaction',
        params: [
          signature,
          { encoding: 'jsonParsed', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await res.json()) as { result?: RpcTransaction | null; error?: { message?: string } }
    if (!res.ok || body.error) {
      ctx.log.warn('Solana getTransaction failed', { status: res.status, error: body.error?.message })
      return { ok: false, reason: 'unreachable' }
    }
    tx = body.result ?? null
  } catch (err) {
    ctx.log.warn('Solana getTransaction failed', { error: (err as Error).message })
    return { ok: false, reason: 'unreachable' }
  }
  if (!tx) return { ok: false, reason: 'not_found' }
  if (tx.meta?.err) return { ok: false, reason: 'failed' }
  const { received, decimals } = receivedBy(tx, wallet, asset, mint)
  return { ok: true, received, decimals, slot: tx.slot ?? null, blockTime: tx.blockTime ?? null }
}

/** A payout the chain does not show: 422 with the reason the admin sees. */
export const refused = (message: string, code: string) => new AppError(422, code, message)

/**
 * The transfer behind a payout's signature, or the refusal the admin sees: the RPC unreachable (503),
 * the transaction failed, unknown or not yet confirmed, or moving nothing into `wallet` (422 with
 * `noTransfer`). Answers the units received, their decimals, the amount as a decimal string and what
 * the payout row keeps of the check.
 */
export async function checkedTransfer(
  ctx: Pick<AppContext, 'config' | 'log'>,
  check: { signature: string; wallet: string; asset: RewardAsset; mint?: string; noTransfer: string },
) {
  const chain = await readTransfer(ctx, check.signature, check.wallet, check.asset, check.mint)
  if (!chain.ok) {
    if (chain.reason === 'unreachable') throw new Unavailable(M.rpcUnavailable, 'RPC_UNAVAILABLE')
    if (chain.reason === 'failed') throw refused(M.failedOnChain, 'PAYOUT_FAILED_ON_CHAIN')
    throw refused(M.notFoundOnChain, 'PAYOUT_NOT_CONFIRMED')
  }
  if (chain.received <= 0n) throw refused(check.noTransfer, 'PAYOUT_NO_TRANSFER')
  const sent = fromUnits(chain.received, chain.decimals)
  return {
    received: chain.received,
    decimals: chain.decimals,
    sent,
    verified: { slot: chain.slot, block_time: chain.blockTime, commitment: 'confirmed', received: sent },
  }
}

/** A decimal string ("0.5") as units with `decimals` places, rounding up (what is due is never cut). */
export function toUnits(amount: string, decimals: number): bigint {
  const negative = amount.startsWith('-')
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.')
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0')
  let units = BigInt(whole + kept)
  if (/[1-9]/.test(fraction.slice(decimals))) units += 1n
  return negative ? -units : units
}

/** Units with `decimals` places as a plain decimal string without trailing zeros. */
export function fromUnits(units: bigint, decimals: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** A stored numeric ("0.500000000") in plain form ("0.5"). */
export function plain(value: string | null | undefined): string {
  if (value === null || value === undefined) return '0'
  return fromUnits(toUnits(value, 9), 9)
}
