import { DESIGN_MESSAGES as M } from '@rdo/contracts/community-messages'

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/** The browser features sharing uses; passed in so the choice can be tested without a browser. */
export interface ShareEnvironment {
  share?: (data: { title: string; url: string }) => Promise<void>
  writeText?: (text: string) => Promise<void>
  isSecureContext: boolean
}

export function browserShareEnvironment(): ShareEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    writeText: nav?.clipboard ? (text) => nav.clipboard.writeText(text) : undefined,
    isSecureContext: typeof window !== 'undefined' && window.isSecureContext,
  }
}

/**
 * The device's share sheet in a secure context; otherwise, or when the sheet fails, the link goes to
 * the clipboard. Closing the sheet is not a failure.
 */
export async function shareLink(
  data: { title: string; url: string },
  env: ShareEnvironment = browserShareEnvironment(),
): Promise<ShareOutcome> {
  if (env.share && env.isSecureContext) {
    try {
      await env.share(data)
      return 'shared'
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled'
    }
  }
  if (!env.writeText) return 'failed'
  try {
    await env.writeText(data.url)
    return 'copied'
  } catch {
    return 'failed'
  }
}

/** What the shopper is told after sharing (nothing when they closed the sheet). */
export const SHARE_MESSAGES: Record<ShareOutcome, { text: string; ok: boolean } | null> = {
  shared: { text: M.shared, ok: true },
  copied: { text: M.linkCopied, ok: true },
  cancelled: null,
  failed: { text: M.copyFailed, ok: false },
}
