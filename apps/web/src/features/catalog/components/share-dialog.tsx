import type { ComponentType, SVGProps } from 'react'
import { Facebook, Link2, Mail, MessageCircle, MessagesSquare } from 'lucide-react'
import { toast } from 'sonner'
import { CATALOG_MESSAGES } from '@rdo/contracts/storefront-messages'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { TelegramIcon, XIcon } from '@/components/icons/social-icons'

interface ShareDialogProps {
  title: string
  url: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

type Network = { name: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }

function networks(title: string, url: string): Network[] {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { name: 'X (Twitter)', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, Icon: XIcon },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: Facebook },
    { name: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}`, Icon: TelegramIcon },
    { name: 'Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}`, Icon: MessagesSquare },
    {
      name: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      Icon: MessageCircle,
    },
    {
      name: 'Email',
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
      Icon: Mail,
    },
  ]
}

/** Social networks, email and Copy Link. */
export function ShareDialog({ title, url, open, onOpenChange }: ShareDialogProps) {
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(CATALOG_MESSAGES.linkCopied)
      onOpenChange(false)
    } catch {
      toast.error('Failed to copy link')
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share this product</DialogTitle>
          <DialogDescription>{title}</DialogDescription>
        </DialogHeader>
        <ul className="grid min-w-0 grid-cols-2 gap-2 sm:grid-cols-3">
          {networks(title, url).map(({ name, href, Icon }) => (
            <li key={name}>
              <a
                href={href}
                target={href.startsWith('mailto:') ? undefined : '_blank'}
                rel="noopener noreferrer"
                className="flex h-11 items-center gap-2 rounded-lg border px-3 text-sm font-medium transition-colors duration-150 hover:bg-muted"
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {name}
              </a>
            </li>
          ))}
        </ul>
        <div className="flex min-w-0 gap-2">
          <label htmlFor="share-url" className="sr-only">
            Product link
          </label>
          <input
            id="share-url"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-muted px-3 font-mono text-xs"
          />
          <Button variant="secondary" onClick={copyLink}>
            <Link2 aria-hidden="true" />
            Copy Link
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
