import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/** Writes Brotli and gzip copies of the web build's text assets, served as-is by the server. */
const dist = path.resolve(import.meta.dirname, '../apps/web/dist')
const compressible = /\.(js|css|html|svg|json|txt|map)$/
let count = 0
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue
  const file = path.join(entry.parentPath, entry.name)
  const data = fs.readFileSync(file)
  if (data.length < 1024) continue
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
  count++
}
console.log(`Compressed ${count} assets (br, gz)`)
