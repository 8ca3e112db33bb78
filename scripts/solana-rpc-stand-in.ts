/**
 * Runs the Solana JSON-RPC stand-in of the server's tests on its own, for local work:
 *   node --import tsx scripts/solana-rpc-stand-in.ts --port 8899 [--host 127.0.0.1] [--mint <address>]
 */
import { startSolanaRpcStandIn } from '../apps/server/test/stand-ins/solana-rpc.ts'

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

const standIn = await startSolanaRpcStandIn({
  port: Number(argument('port') ?? 8899),
  host: argument('host'),
  mint: argument('mint'),
})
console.log(`Solana RPC stand-in on ${standIn.url} (mint ${standIn.mint})`)
console.log(`  SOLANA_RPC_URL=${standIn.url} RDO_MINT=${standIn.mint}`)
console.log(
  `  curl -XPOST ${standIn.url}/__control -H 'content-type: application/json' -d '{"address":"<owner>","amount":"150"}'`,
)
const stop = () => void standIn.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
