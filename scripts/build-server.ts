import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { build, type Plugin } from 'esbuild'
import { serverDistDir, serverEntries, threadEntries } from './server-entries.mjs'

/**
 * Compiles the server's entry points to JavaScript for production, so `npm start` there runs plain
 * Node without a TypeScript loader.
 *
 * Every output file (entries and shared chunks) lands in one folder two levels below apps/server
 * (apps/server/dist/bin), as the sources sit in apps/server/src/<part>/: the paths a module computes
 * from its own location (the migrations folder, the web build) then resolve the same from the
 * sources and from the compiled files. Packages from node_modules stay imports; the workspace's
 * own packages (@rdo/contracts, shipped as TypeScript) are compiled in.
 */
const root = path.resolve(import.meta.dirname, '..')
export const serverDist = path.join(root, serverDistDir)

const keepPackagesExternal: Plugin = {
  name: 'keep-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@rdo/')) return undefined
      return { path: nodeSpecifier(args.path, args.resolveDir), external: true }
    })
  },
}

/**
 * The specifier Node's ESM loader accepts for an import the sources write CommonJS-style: a deep
 * import into a package without an `exports` map (`nodemailer/lib/shared`) names its file in full.
 */
function nodeSpecifier(specifier: string, fromDir: string) {
  const parts = specifier.split('/')
  const name = parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/')
  if (name === specifier || name.startsWith('node:')) return specifier
  const require = createRequire(path.join(fromDir, 'noop.js'))
  const manifest = (require.resolve.paths(name) ?? [])
    .map((dir) => path.join(dir, name, 'package.json'))
    .find((file) => fs.existsSync(file))
  if (!manifest) return specifier
  if ((JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports?: unknown }).exports) return specifier
  const file = require.resolve(specifier)
  return `${name}/${path.relative(path.dirname(manifest), file).split(path.sep).join('/')}`
}

export async function buildServer({ quiet = false } = {}) {
  const started = Date.now()
  fs.rmSync(serverDist, { recursive: true, force: true })
  const result = await build({
    entryPoints: Object.fromEntries(
      Object.entries({ ...serverEntries, ...threadEntries }).map(([n, src]) => [n, path.join(root, src)]),
    ),
    outdir: serverDist,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    chunkNames: 'chunk-[hash]',
    plugins: [keepPackagesExternal],
    logLevel: quiet ? 'error' : 'warning',
    metafile: true,
  })
  const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0)
  if (!quiet)
    console.log(
      `Server compiled to ${serverDistDir} in ${Date.now() - started} ms (${(bytes / 1024).toFixed(0)} KB with source maps)`,
    )
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await buildServer()
