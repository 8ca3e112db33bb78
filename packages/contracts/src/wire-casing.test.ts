import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import * as contracts from './index.ts'

/** Every object key a schema can put on the wire, with its path. */
function keysOf(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def
  const walk = (s: unknown, p: string) => keysOf(s as z.ZodType, p, seen)
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => [
        `${path}.${key}`,
        ...walk(value, `${path}.${key}`),
      ])
    case 'array':
      return walk(def.element, `${path}[]`)
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return walk(def.innerType, path)
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)]
    case 'union':
      return (def.options as unknown[]).flatMap((o) => walk(o, path))
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)]
    case 'record':
      return walk(def.valueType, `${path}{}`)
    case 'lazy':
      return walk((def.getter as () => unknown)(), path)
    default:
      return []
  }
}

const isZod = (v: unknown): v is z.ZodType => typeof v === 'object' && v !== null && '_zod' in v

describe('wire casing', () => {
  it('every JSON field the shop sends or accepts is snake_case', () => {
    const offenders = Object.entries(contracts)
      // HTTP header names are kebab-case by convention.
      .filter(([name, v]) => isZod(v) && !/Headers$/.test(name))
      .flatMap(([name, schema]) => keysOf(schema as z.ZodType, name))
      .filter((path) => !/^[a-z0-9_]+$/.test(path.split('.').at(-1)!))
    expect([...new Set(offenders)]).toEqual([])
  })
})
