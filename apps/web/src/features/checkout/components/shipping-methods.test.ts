import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ShippingMethods } from './shipping-methods.tsx'

const render = (props: { isAnswered: boolean; isUpdating?: boolean }) =>
  renderToStaticMarkup(
    createElement(ShippingMethods, {
      rates: [],
      value: null,
      onChange: () => {},
      isUpdating: false,
      error: null,
      problem: null,
      ...props,
    }),
  )

describe('shipping methods without rates', () => {
  it('asks for the address until the quote has answered', () => {
    expect(render({ isAnswered: false })).toContain('Enter your shipping address to see delivery options.')
  })

  it('says no rates are available when the answered quote has none', () => {
    const html = render({ isAnswered: true })
    expect(html).toContain('No shipping rates available for this address')
    expect(html).toContain('role="status"')
  })
})
