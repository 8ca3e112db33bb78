import { describe, expect, it } from 'vitest'
import * as schemas from './index.ts'
import * as light from './storefront-messages.ts'

const lightConstants: Record<string, unknown> = { ...light }
const schemaConstants: Record<string, unknown> = { ...schemas }

describe('storefront-messages (the zod-free copy the shop pages import)', () => {
  it.each(Object.keys(lightConstants))('%s equals the constant beside the schemas', (name) => {
    expect(lightConstants[name]).toEqual(schemaConstants[name])
  })
})
