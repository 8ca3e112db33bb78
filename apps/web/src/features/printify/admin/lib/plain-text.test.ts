import { describe, expect, it } from 'vitest'
import { plainText } from './plain-text'

describe('plainText', () => {
  it('keeps the words of an HTML description, never its markup', () => {
    expect(
      plainText('<p>Soft <strong>cotton</strong> tee.</p><ul><li>100% cotton</li><li>Unisex</li></ul>'),
    ).toBe('Soft cotton tee. 100% cotton Unisex')
    expect(plainText('Line one<br/>line two')).toBe('Line one line two')
  })
  it('decodes entities', () => {
    expect(plainText('Tom &amp; Jerry &lt;3 &#39;quoted&#39; &#x2014; &nbsp;done')).toBe(
      "Tom & Jerry <3 'quoted' — done",
    )
    expect(plainText('&bogus; stays')).toBe('&bogus; stays')
  })
  it('is empty for nothing', () => {
    expect(plainText(null)).toBe('')
    expect(plainText('   ')).toBe('')
  })
})
