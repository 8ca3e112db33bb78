import { isSnakeCase, isZodSchema, wireKeysOf } from '@rdo/contracts/wire-keys'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helper.ts'
import { key, routesOf } from './route-fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

type RouteSchema = { body?: unknown; querystring?: unknown; response?: Record<string, unknown> }

describe('one casing on the wire', () => {
  it('every registered route accepts and answers snake_case JSON only (docs/architecture.md)', () => {
    const routes = routesOf(t)
    const keys = routes.flatMap((r) => {
      const schema = (r.route.schema ?? {}) as RouteSchema
      const parts: [string, unknown][] = [
        ['body', schema.body],
        ['query', schema.querystring],
        ...Object.entries(schema.response ?? {}).map(([status, s]): [string, unknown] => [status, s]),
      ]
      return parts
        .filter(([, s]) => isZodSchema(s))
        .flatMap(([part, s]) => wireKeysOf(s as never, `${key(r)} ${part}`))
    })
    // The schemas are really walked: hundreds of fields over every route.
    expect(keys.length).toBeGreaterThan(300)
    const offenders = keys.filter((path) => !isSnakeCase(path.split('.').at(-1)!))
    expect([...new Set(offenders)]).toEqual([])
  })
})
