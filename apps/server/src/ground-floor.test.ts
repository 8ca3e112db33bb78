import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// db/, lib/ and the app context file are what the modules stand on: an import of a module from there
// would make the ground floor depend on what it serves. The lint rule in .oxlintrc.json says so in the
// editor; this reads the real files, so a rule that stopped matching cannot let an arrow through.
const src = path.dirname(fileURLToPath(import.meta.url))

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

/** The specifiers a file imports or re-exports from, static or `import()` with a literal path. */
export function specifiersOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)
  return [...found].map((m) => m[1]!)
}

const namesModule = (file: string, specifier: string) =>
  specifier.startsWith('.') &&
  path.resolve(path.dirname(file), specifier).startsWith(path.join(src, 'modules') + path.sep)

describe('the ground floor imports no module', () => {
  it('finds every kind of import line', () => {
    const specs = specifiersOf(
      "import type { A } from '../modules/a/index.ts'\nexport { b } from './b.ts'\n" +
        "const c = await import('../../modules/c.ts')\nimport './side-effect.ts'",
    )
    expect(specs).toEqual(['../modules/a/index.ts', './b.ts', '../../modules/c.ts', './side-effect.ts'])
  })

  it('db/, lib/ and types.ts name nothing under modules/', () => {
    const files = [...sourcesUnder(path.join(src, 'db')), ...sourcesUnder(path.join(src, 'lib'))]
    files.push(path.join(src, 'types.ts'))
    const arrows = files.flatMap((file) =>
      specifiersOf(fs.readFileSync(file, 'utf8'))
        .filter((specifier) => namesModule(file, specifier))
        .map((specifier) => `${path.relative(src, file)} → ${specifier}`),
    )
    expect(arrows).toEqual([])
  })
})
