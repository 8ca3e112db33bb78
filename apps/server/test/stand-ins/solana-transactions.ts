/**
 * Transactions the Solana RPC stand-in answers `getTransaction` with: a SOL system transfer or an SPL
 * transfer of the stand-in's mint, of a chosen amount to a chosen wallet, in the jsonParsed shape a real
 * node returns (account keys, instructions, balances before and after). Unconfirmed ones answer null
 * like a node that has not confirmed them yet; failed ones carry an error in `meta.err`.
 */
import crypto from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'
import { toRawUnits } from './solana-rpc.ts'

export const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111'
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const base58 = getBase58Decoder()

export type StandInTransfer = {
  /** Who receives: the wallet (owner) address. */
  to: string
  asset: 'SOL' | 'RDO'
  /** For a token transfer: another mint than the stand-in's $RDO (e.g. a partner project's token). */
  mint?: string
  /** A decimal amount ("0.5", "12.25"). */
  amount: string
  /** The sender; a fixed address of the stand-in when left out. */
  from?: string
  /** false: the node has not confirmed it (getTransaction answers null at confirmed). */
  confirmed?: boolean
  /** true: it landed but failed (meta.err set, no balance moved). */
  failed?: boolean
  signature?: string
}

const addressOf = (seed: string) => base58.decode(crypto.createHash('sha256').update(seed).digest())
const DEFAULT_SENDER = addressOf('stand-in treasury')

export function createTransactionStore(rdoMint: string, slot: number) {
  const transactions = new Map<string, ReturnType<typeof build>>()

  function build(t: StandInTransfer, signature: string, n: number) {
    const from = t.from ?? DEFAULT_SENDER
    const fee = 5000n
    const failed = t.failed === true
    if (t.asset === 'SOL') {
      const lamports = toRawUnits(t.amount, 9)
      const moved = failed ? 0n : lamports
      const pre = [10_000_000_000_000n, 1_000_000n, 1n]
      const post = [pre[0]! - moved - fee, pre[1]! + moved, 1n]
      return {
        confirmed: t.confirmed !== false,
        value: {
          slot: slot + n,
          blockTime: Math.floor(Date.now() / 1000),
          meta: {
            err: failed ? { InstructionError: [0, 'Custom'] } : null,
            status: failed ? { Err: { InstructionError: [0, 'Custom'] } } : { Ok: null },
            fee: Number(fee),
            preBalances: pre.map(Number),
            postBalances: post.map(Number),
            preTokenBalances: [],
            postTokenBalances: [],
            innerInstructions: [],
            logMessages: [],
          },
          transaction: {
            signatures: [signature],
            message: {
              accountKeys: [
                { pubkey: from, signer: true, writable: true, source: 'transaction' },
                { pubkey: t.to, signer: false, writable: true, source: 'transaction' },
                { pubkey: SYSTEM_PROGRAM_ID, signer: false, writable: false, source: 'transaction' },
              ],
              recentBlockhash: addressOf(`blockhash ${n}`),
              instructions: [
                {
                  program: 'system',
                  programId: SYSTEM_PROGRAM_ID,
                  parsed: {
                    type: 'transfer',
                    info: { source: from, destination: t.to, lamports: Number(lamports) },
                  },
                },
              ],
            },
          },
          version: 0,
        },
      }
    }
    const decimals = 6
    const mint = t.mint ?? rdoMint
    const raw = toRawUnits(t.amount, decimals)
    const moved = failed ? 0n : raw
    const source = addressOf(`${from}:${mint}`)
    const destination = addressOf(`${t.to}:${mint}`)
    const tokenBalance = (index: number, owner: string, amount: bigint) => ({
      accountIndex: index,
      mint,
      owner,
      programId: TOKEN_PROGRAM,
      uiTokenAmount: {
        amount: amount.toString(),
        decimals,
        uiAmount: Number(amount) / 10 ** decimals,
        uiAmountString: (Number(amount) / 10 ** decimals).toString(),
      },
    })
    const start = 1_000_000_000_000n
    return {
      confirmed: t.confirmed !== false,
      value: {
        slot: slot + n,
        blockTime: Math.floor(Date.now() / 1000),
        meta: {
          err: failed ? { InstructionError: [0, 'Custom'] } : null,
          status: failed ? { Err: { InstructionError: [0, 'Custom'] } } : { Ok: null },
          fee: 5000,
          preBalances: [10_000_000_000, 2_039_280, 2_039_280, 1],
          postBalances: [10_000_000_000 - 5000, 2_039_280, 2_039_280, 1],
          preTokenBalances: [tokenBalance(1, from, start), tokenBalance(2, t.to, 0n)],
          postTokenBalances: [tokenBalance(1, from, start - moved), tokenBalance(2, t.to, moved)],
          innerInstructions: [],
          logMessages: [],
        },
        transaction: {
          signatures: [signature],
          message: {
            accountKeys: [
              { pubkey: from, signer: true, writable: true, source: 'transaction' },
              { pubkey: source, signer: false, writable: true, source: 'transaction' },
              { pubkey: destination, signer: false, writable: true, source: 'transaction' },
              { pubkey: TOKEN_PROGRAM, signer: false, writable: false, source: 'transaction' },
            ],
            recentBlockhash: addressOf(`blockhash ${n}`),
            instructions: [
              {
                program: 'spl-token',
                programId: TOKEN_PROGRAM,
                parsed: {
                  type: 'transferChecked',
                  info: {
                    source,
                    destination,
                    authority: from,
                    mint,
                    tokenAmount: {
                      amount: raw.toString(),
                      decimals,
                      uiAmount: Number(raw) / 10 ** decimals,
                      uiAmountString: t.amount,
                    },
                  },
                },
              },
            ],
          },
        },
        version: 0,
      },
    }
  }

  return {
    /** Records a transaction and answers its signature (a fresh 64-byte one unless given). */
    add(t: StandInTransfer): string {
      const signature = t.signature ?? base58.decode(crypto.randomBytes(64))
      transactions.set(signature, build(t, signature, transactions.size + 1))
      return signature
    },
    /** What getTransaction answers: null for unknown signatures and, at confirmed, unconfirmed ones. */
    get(signature: unknown, config: { commitment?: string } | undefined) {
      const t = typeof signature === 'string' ? transactions.get(signature) : undefined
      if (!t) return null
      if (!t.confirmed && config?.commitment !== 'processed') return null
      return t.value
    },
    clear: () => transactions.clear(),
  }
}
