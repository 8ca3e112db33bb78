import { describe, expect, it, vi } from 'vitest'
import { shareLink } from './share-link'

const data = { title: 'Neon Drip', url: 'https://shop.test/community-designs/1' }
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' })

describe('sharing a design', () => {
  it('uses the share sheet in a secure context', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    const writeText = vi.fn()
    expect(await shareLink(data, { share, writeText, isSecureContext: true })).toBe('shared')
    expect(share).toHaveBeenCalledWith(data)
    expect(writeText).not.toHaveBeenCalled()
  })

  it('does nothing more when the sheet is closed', async () => {
    const writeText = vi.fn()
    const share = vi.fn().mockRejectedValue(abort())
    expect(await shareLink(data, { share, writeText, isSecureContext: true })).toBe('cancelled')
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the link without a share sheet, outside secure contexts, or when the sheet fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    expect(await shareLink(data, { writeText, isSecureContext: true })).toBe('copied')
    const share = vi.fn().mockResolvedValue(undefined)
    expect(await shareLink(data, { share, writeText, isSecureContext: false })).toBe('copied')
    expect(share).not.toHaveBeenCalled()
    const broken = vi.fn().mockRejectedValue(new Error('not allowed'))
    expect(await shareLink(data, { share: broken, writeText, isSecureContext: true })).toBe('copied')
    expect(writeText).toHaveBeenLastCalledWith(data.url)
  })

  it('fails when the clipboard does', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'))
    expect(await shareLink(data, { writeText, isSecureContext: true })).toBe('failed')
    expect(await shareLink(data, { isSecureContext: true })).toBe('failed')
  })
})
