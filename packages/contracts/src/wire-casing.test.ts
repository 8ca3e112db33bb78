import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import * as contracts from './index.ts'
import { isSnakeCase, isZodSchema, wireKeysOf } from './wire-keys.ts'

describe('wire casing', () => {
  it('every JSON field the shop sends or accepts is snake_case', () => {
    const offenders = Object.entries(contracts)
      // HTTP header names are kebab-case by convention.
      .filter(([name, v]) => isZodSchema(v) && !/Headers$/.test(name))
      .flatMap(([name, schema]) => wireKeysOf(schema as z.ZodType, name))
      .filter((path) => !isSnakeCase(path.split('.').at(-1)!))
    expect([...new Set(offenders)]).toEqual([])
  })
})
