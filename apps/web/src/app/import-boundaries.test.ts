import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The import rules live in the repository's .oxlintrc.json. Lint quietly ignores a pattern it cannot
// use (a regular expression with look-ahead, say), so this runs the real linter with the real config
// on small files placed where the rules apply, in a scratch copy of the folder layout.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const oxlint = path.join(root, 'node_modules/.bin/oxlint')

const probes: Record<string, string> = {
  'apps/web/src/features/wishlist/components/deep-alias.tsx': `import { ProductCard } from '@/features/catalog/components/product-card'`,
  'apps/web/src/features/wishlist/components/deep-relative.tsx': `import { ProductCard } from '../../catalog/components/product-card'`,
  'apps/web/src/features/wishlist/components/entry.tsx': `import { ProductCard } from '@/features/catalog'\nimport { toggle } from '../api/toggle-wishlist'`,
  'apps/web/src/features/wishlist/index.ts': `export { x } from '../catalog/components/product-card'`,
  'apps/web/src/features/wishlist/components/other-pages.tsx': `import { loadCartPage } from '@/features/cart/pages'`,
  'apps/web/src/features/wishlist/components/app-layer.tsx': `import { routes } from '@/app/routes'`,
  'apps/web/src/app/routes/pages-entry.tsx': `import { loadCartPage } from '@/features/cart/pages'\nimport { useSession } from '@/features/auth'`,
  'apps/web/src/app/routes/deep-lazy.tsx': `export const load = () => import('@/features/cart/components/cart-page')`,
  'apps/web/src/entry-relative.tsx': `import { useSession } from './features/auth/api/get-session'`,
  'apps/web/src/features/wishlist/components/admin-hub.tsx': `import { useAdminSummary } from '@/features/admin'`,
  'apps/web/src/features/wishlist/components/admin-kit.tsx': `import { DataTable } from '@/components/admin/data-table'`,
  'apps/web/src/features/email/components/admin-sibling.tsx': `import { loadReportsTab } from '@/features/admin-reports'`,
  'apps/web/src/features/admin/index.ts': `export { loadReportsTab } from '@/features/admin-reports'`,
  'apps/web/src/features/admin/components/hosted-tab.tsx': `import { loadReportsTab } from '@/features/admin-reports'`,
  'apps/web/src/features/admin/components/hosted-domain-tab.tsx': `import { loadOrdersTab } from '@/features/orders/pages'`,
  'apps/web/src/features/admin/components/own-rules.tsx': `import { useSession } from '@/features/auth/api/get-session'\nimport { useSummary } from '../api/summary'`,
  'apps/web/src/features/catalog/pages.ts': `export const loadAdminThingPage = () => import('./admin/components/thing-page')`,
  'apps/web/src/features/catalog/index.ts': `export { ThingTable } from './admin/components/thing-table'`,
  'apps/web/src/features/catalog/components/shop-to-admin.tsx': `import { ThingTable } from '../admin/components/thing-table'`,
  'apps/web/src/features/catalog/admin/components/admin-part.tsx': `import { thingKeys } from '../api/thing-keys'\nimport { formatPrice } from '../../lib/format'\nimport { DataTable } from '@/components/admin/data-table'\nimport { useSession } from '@/features/auth'`,
  'apps/web/src/features/catalog/admin/components/admin-part-leaves.tsx': `import { CartPage } from '../../../cart/components/cart-page'`,
  'apps/web/src/features/catalog/admin/components/admin-part-deep.tsx': `import { OrderTable } from '@/features/orders/admin/components/order-table'`,
  'apps/web/src/app/routes/admin-part-lazy.tsx': `export const load = () => import('@/features/community/admin/components/designs-page')`,
  'apps/web/src/lib/cycle-a.ts': `import { b } from './cycle-b'`,
  'apps/web/src/lib/cycle-b.ts': `import { a } from './cycle-a'`,
  'apps/web/src/lib/cycle-free.ts': `import { a } from './cycle-a'`,
  'apps/web/src/lib/shared-to-feature.ts': `import { useSession } from '@/features/auth'`,
  'apps/web/src/components/ui/shared-relative.tsx': `import { useCartLines } from '../../features/cart'`,
  'packages/contracts/src/zod-only.ts': `import { z } from 'zod'\nimport { text } from './common.ts'`,
  'packages/contracts/src/other-package.ts': `import { readFileSync } from 'node:fs'`,
  'apps/server/src/modules/orders/deep-module.ts': `import { invalidateCatalog } from '../catalog/catalog.service.ts'`,
  'apps/server/src/modules/orders/module-index.ts': `import { invalidateCatalog } from '../catalog/index.ts'\nimport type { AppContext } from '../../context.ts'\nimport { PUBLIC } from '../../lib/access.ts'`,
  'apps/server/src/modules/support/assistant/deep-module.ts': `import { findOwnOrder } from '../../orders/orders.service.ts'`,
  'apps/server/src/modules/support/assistant/module-index.ts': `import { findOwnOrder } from '../../orders/index.ts'\nimport { config } from '../../../config.ts'\nimport { ticket } from '../support.service.ts'`,
}

let dir = ''
let failing = new Map<string, string>()
let cycles = new Set<string>()

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-boundaries-'))
  fs.copyFileSync(path.join(root, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'))
  for (const [file, source] of Object.entries(probes)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
    // Use every import so that only the boundary rules speak.
    fs.writeFileSync(path.join(dir, file), `${source}\nexport {}\n`)
  }
  let output: string
  try {
    output = execFileSync(
      oxlint,
      ['-A', 'all', '-D', 'no-restricted-imports', '-f', 'json', 'apps', 'packages'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    )
  } catch (error) {
    output = (error as { stdout: string }).stdout
  }
  const report = JSON.parse(output) as { diagnostics: { code: string; filename: string; help: string }[] }
  failing = new Map(
    report.diagnostics
      .filter((diagnostic) => diagnostic.code === 'eslint(no-restricted-imports)')
      .map((diagnostic) => [diagnostic.filename, diagnostic.help]),
  )
  cycles = new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.code === 'import(no-cycle)')
      .map((diagnostic) => diagnostic.filename),
  )
}, 30_000)

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('import boundaries (no-restricted-imports)', () => {
  it('a feature reaches another feature only through its index', () => {
    expect(failing.get('apps/web/src/features/wishlist/components/deep-alias.tsx')).toMatch(/public entry/)
    expect(failing.get('apps/web/src/features/wishlist/components/deep-relative.tsx')).toMatch(
      /leaves the feature/,
    )
    expect(failing.get('apps/web/src/features/wishlist/index.ts')).toMatch(/leaves the feature/)
    expect(failing.has('apps/web/src/features/wishlist/components/other-pages.tsx')).toBe(true)
    expect(failing.has('apps/web/src/features/wishlist/components/app-layer.tsx')).toBe(true)
    expect(failing.has('apps/web/src/features/wishlist/components/entry.tsx')).toBe(false)
  })

  it('the app uses index and pages entries, also in a lazy import()', () => {
    expect(failing.has('apps/web/src/app/routes/pages-entry.tsx')).toBe(false)
    expect(failing.get('apps/web/src/app/routes/deep-lazy.tsx')).toMatch(/public entry/)
    expect(failing.has('apps/web/src/entry-relative.tsx')).toBe(true)
  })

  it('features use the admin kit from components/admin, and only the app composes the admin screens', () => {
    expect(failing.get('apps/web/src/features/wishlist/components/admin-hub.tsx')).toMatch(
      /components\/admin/,
    )
    expect(failing.has('apps/web/src/features/wishlist/components/admin-kit.tsx')).toBe(false)
    expect(failing.has('apps/web/src/features/email/components/admin-sibling.tsx')).toBe(false)
    expect(failing.get('apps/web/src/features/admin/index.ts')).toMatch(/app layer composes/)
    expect(failing.get('apps/web/src/features/admin/components/hosted-tab.tsx')).toMatch(/app layer composes/)
    expect(failing.get('apps/web/src/features/admin/components/hosted-domain-tab.tsx')).toMatch(
      /app layer composes/,
    )
    expect(failing.get('apps/web/src/features/admin/components/own-rules.tsx')).toMatch(/public entry/)
  })

  it("a domain's admin part is loaded through its pages entry only", () => {
    expect(failing.has('apps/web/src/features/catalog/pages.ts')).toBe(false)
    expect(failing.get('apps/web/src/features/catalog/index.ts')).toMatch(/admin part/)
    expect(failing.get('apps/web/src/features/catalog/components/shop-to-admin.tsx')).toMatch(/admin part/)
    expect(failing.has('apps/web/src/features/catalog/admin/components/admin-part.tsx')).toBe(false)
    expect(failing.get('apps/web/src/features/catalog/admin/components/admin-part-leaves.tsx')).toMatch(
      /leaves the feature/,
    )
    expect(failing.get('apps/web/src/features/catalog/admin/components/admin-part-deep.tsx')).toMatch(
      /public entry/,
    )
    expect(failing.get('apps/web/src/app/routes/admin-part-lazy.tsx')).toMatch(/public entry/)
  })

  it('the web app has no import cycles', () => {
    expect(cycles.has('apps/web/src/lib/cycle-a.ts')).toBe(true)
    expect(cycles.has('apps/web/src/lib/cycle-b.ts')).toBe(true)
    expect(cycles.has('apps/web/src/lib/cycle-free.ts')).toBe(false)
  })

  it('shared components and lib never import features', () => {
    expect(failing.has('apps/web/src/lib/shared-to-feature.ts')).toBe(true)
    expect(failing.has('apps/web/src/components/ui/shared-relative.tsx')).toBe(true)
  })

  it('a server module reaches another module only through its index.ts', () => {
    expect(failing.get('apps/server/src/modules/orders/deep-module.ts')).toMatch(/index\.ts only/)
    expect(failing.has('apps/server/src/modules/orders/module-index.ts')).toBe(false)
    expect(failing.get('apps/server/src/modules/support/assistant/deep-module.ts')).toMatch(/index\.ts only/)
    expect(failing.has('apps/server/src/modules/support/assistant/module-index.ts')).toBe(false)
  })

  it('the contracts package imports only zod and its own files', () => {
    expect(failing.has('packages/contracts/src/zod-only.ts')).toBe(false)
    expect(failing.get('packages/contracts/src/other-package.ts')).toMatch(/nothing but zod/)
  })
})
