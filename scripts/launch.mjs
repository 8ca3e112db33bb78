// Starts one of the server's entry points: `node scripts/launch.mjs <main|worker|migrate|backup|restore> [args]`.
// NODE_ENV=production runs the JavaScript that `npm run build` compiled; anything else runs the
// TypeScript sources through tsx, so a change needs no build.
import fs from 'node:fs'
import { serverDistDir, serverEntries } from './server-entries.mjs'

const root = new URL('../', import.meta.url)
const name = process.argv[2]
if (!Object.hasOwn(serverEntries, name ?? '')) {
  console.error(`Usage: node scripts/launch.mjs <${Object.keys(serverEntries).join('|')}> [arguments]`)
  process.exit(2)
}
// The entry point sees its own arguments where it would when run directly.
process.argv.splice(2, 1)

if (process.env.NODE_ENV === 'production') {
  const compiled = new URL(`${serverDistDir}/${name}.js`, root)
  if (!fs.existsSync(compiled)) {
    console.error(
      `No compiled server in ${serverDistDir}: run "npm run build" before starting with NODE_ENV=production.`,
    )
    process.exit(1)
  }
  process.setSourceMapsEnabled(true)
  await import(compiled.href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import(new URL(serverEntries[name], root).href)
}
