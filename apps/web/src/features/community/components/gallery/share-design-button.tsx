import { useState } from 'react'
import { Check, Share2 } from 'lucide-react'
import { toast } from 'sonner'
import { Button, type ButtonProps } from '@/components/ui/button'
import { siteOrigin } from '@/lib/origin'
import { useTimedFlag } from '@/lib/use-timed-flag'
import { SHARE_MESSAGES, shareLink } from '../../lib/share-link'

interface ShareDesignButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  designId: string
  title: string
  /** Shown beside the icon; without it the button is icon-only (still labelled for screen readers). */
  label?: string
}

/** How long the button shows that the link was copied. */
export const SHARE_COPIED_MS = 2000

/**
 * The device's share sheet in a secure context, else the design's link copied to the clipboard; after a
 * copy the button says so for two seconds.
 */
export function ShareDesignButton({
  designId,
  title,
  label,
  variant = 'outline',
  size,
  className,
}: ShareDesignButtonProps) {
  const [busy, setBusy] = useState(false)
  const [copied, showCopied] = useTimedFlag(SHARE_COPIED_MS)

  const share = async () => {
    if (busy) return
    setBusy(true)
    try {
      const outcome = await shareLink({ title, url: `${siteOrigin()}/community-designs/${designId}` })
      const message = SHARE_MESSAGES[outcome]
      if (outcome === 'copied') showCopied()
      if (message) (message.ok ? toast.success : toast.error)(message.text)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button
      variant={variant}
      size={size ?? (label ? 'sm' : 'icon-sm')}
      className={className}
      onClick={share}
      disabled={busy}
      aria-label={label ? undefined : copied ? `Link to ${title} copied` : `Share ${title}`}
    >
      {copied ? <Check className="text-success" aria-hidden="true" /> : <Share2 aria-hidden="true" />}
      {label && (copied ? 'Copied!' : label)}
    </Button>
  )
}
