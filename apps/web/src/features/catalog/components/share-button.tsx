import { lazy, Suspense, useState } from 'react'
import { Share2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { siteOrigin } from '@/lib/origin'

// The dialog (and Radix Dialog) downloads only when a shopper without a share sheet asks for it.
const loadDialog = () => import('./share-dialog')
const ShareDialog = lazy(() => loadDialog().then((module) => ({ default: module.ShareDialog })))

interface ShareButtonProps {
  title: string
  /** The page's path; the link shared is absolute on this site's origin. */
  path: string
}

/** The device's share sheet when there is one; otherwise (or when it fails) a dialog of networks. */
export function ShareButton({ title, path }: ShareButtonProps) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const url = `${siteOrigin()}${path}`

  const share = async () => {
    if (typeof navigator.share === 'function' && window.isSecureContext) {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The user closed the sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    setMounted(true)
    setOpen(true)
  }

  return (
    <>
      <Button
        variant="outline"
        size="icon"
        onClick={share}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-label="Share this product"
      >
        <Share2 aria-hidden="true" />
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ShareDialog title={title} url={url} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
