import type { z } from 'zod'

/*
 * Schema introspection for the wire-casing tests (contracts and every registered route): which JSON
 * keys a schema accepts or produces. Not imported by the apps.
 */

/** Every object key a schema can put on the wire, each with its path (`name.field[].sub`). */
export function wireKeysOf(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def
  const walk = (s: unknown, p: string) => wireKeysOf(s as z.ZodType, p, seen)
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

export const isZodSchema = (v: unknown): v is z.ZodType => typeof v === 'object' && v !== null && '_zod' in v

/** True for a key in the shop's wire casing: snake_case. */
export const isSnakeCase = (key: string) => /^[a-z0-9_]+$/.test(key)
