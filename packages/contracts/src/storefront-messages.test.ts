import { describe, expect, it } from 'vitest'
import * as schemas from './index.ts'
import * as light from './storefront-messages.ts'

describe('storefront-messages (the zod-free copy the shop pages import)', () => {
  it.each(Object.keys(light))('%s equals the constant beside the schemas', (name) => {
    expect(light[name as keyof typeof light]).toEqual(schemas[name as keyof typeof schemas])
  })
})
