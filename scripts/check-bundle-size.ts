import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/**
 * Fails when the storefront's initial JavaScript (the entry script plus every module it preloads, all
 * named in the built index.html, where an inline loader starts them after the first paint) is over
 * budget gzipped, or when any of it is admin code.
 */
const BUDGET_KB = 160
const dist = path.resolve('apps/web/dist')
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
const files = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)
if (files.length === 0) {
  console.error('The built index.html names no JavaScript: the check cannot see what the shop loads.')
  process.exit(1)
}

let total = 0
const rows: string[] = []
for (const file of new Set(files)) {
  const buf = fs.readFileSync(path.join(dist, file.replace(/^\//, '')))
  const gz = zlib.gzipSync(buf, { level: 9 }).length
  total += gz
  rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`)
}
console.log(
  `Initial storefront JavaScript (gzipped):\n${rows.join('\n')}\n  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`,
)

// Back-office screens load in their own lazy chunks: texts only they show must not be in the shop's files.
const ADMIN_ONLY_TEXTS = [
  'No ticket selected',
  'Export subscribers',
  'Maximum 15 images allowed',
  'getCoreRowModel',
]
const adminInitial = [...new Set(files)].filter((f) => {
  const code = fs.readFileSync(path.join(dist, f.replace(/^\//, '')), 'utf8')
  return /\/admin[-.]/.test(f) || ADMIN_ONLY_TEXTS.some((text) => code.includes(text))
})
if (adminInitial.length) {
  console.error(`Admin code is loaded by shop pages: ${adminInitial.join(', ')}`)
  process.exit(1)
}
if (total > BUDGET_KB * 1024) {
  console.error(
    `The storefront's initial JavaScript is ${(total / 1024).toFixed(1)} KB gzipped, over the ${BUDGET_KB} KB budget.`,
  )
  process.exit(1)
}
console.log('Bundle size check passed')
