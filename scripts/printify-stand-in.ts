/**
 * Runs the Printify API stand-in of the server's tests on its own, for local work:
 *   node --import tsx scripts/printify-stand-in.ts --port 8898 [--host 127.0.0.1] [--products 3] [--malformed]
 */
import { startPrintifyStandIn } from '../apps/server/test/stand-ins/printify.ts'

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}

const standIn = await startPrintifyStandIn({
  port: Number(argument('port') ?? 8898),
  host: argument('host'),
})
standIn.useSampleProducts(Number(argument('products') ?? 3), {
  malformed: process.argv.includes('--malformed'),
})
console.log(`Printify stand-in on ${standIn.url}`)
console.log(`  PRINTIFY_BASE_URL=${standIn.url} PRINTIFY_API_TOKEN=${standIn.token}`)
console.log(
  `  curl -XPOST ${standIn.url.replace(/\/v1$/, '')}/__control -H 'content-type: application/json' -d '{"mode":"rate-limit-once"}'`,
)
const stop = () => void standIn.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
