import { useState } from 'react'
import { Check, Copy, ExternalLink } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { TOKEN_LINKS, TOKEN_MINT_ADDRESS } from '@/lib/site-config'

const COPIED_MS = 2000

export function ContractAddress() {
  const [copied, setCopied] = useState(false)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(TOKEN_MINT_ADDRESS)
      toast.success('Contract address copied!')
      setCopied(true)
      window.setTimeout(() => setCopied(false), COPIED_MS)
    } catch {
      toast.error('Copy failed. Select the address and copy it manually.')
    }
  }

  return (
    <div className="rounded-[12px] border bg-card p-5">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Contract address</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2.5 font-mono text-sm break-all select-all">
          {TOKEN_MINT_ADDRESS}
        </code>
        <div className="flex gap-2">
          <Button variant="outline" onClick={copy} aria-label="Copy contract address">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="outline" asChild>
            <a href={TOKEN_LINKS.explorer} target="_blank" rel="noopener noreferrer">
              Explorer
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
        </div>
      </div>
    </div>
  )
}
