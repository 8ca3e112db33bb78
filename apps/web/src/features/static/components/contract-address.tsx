import { useState } from 'react'
import { Check, Copy, ExternalLink } from 'lucide-react'
import { toast } from 'sonner'
import type { TokenInfoResponse } from '@rdo/contracts'
import { WALLET_MESSAGES as M } from '@rdo/contracts/wallet-messages'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

const COPIED_MS = 2000

interface ContractAddressProps {
  /** The token's facts from the server; undefined while they load. */
  token: TokenInfoResponse | undefined
  failed?: boolean
}

/** The $RDO mint the shop is configured with, to copy or open in an explorer; never a made-up one. */
export function ContractAddress({ token, failed = false }: ContractAddressProps) {
  const [copied, setCopied] = useState(false)
  const mint = token?.mint ?? null

  const copy = async () => {
    if (!mint) return
    try {
      await navigator.clipboard.writeText(mint)
      toast.success(M.contractCopied)
      setCopied(true)
      window.setTimeout(() => setCopied(false), COPIED_MS)
    } catch {
      toast.error(M.copyFailed)
    }
  }

  return (
    <div className="rounded-[12px] border bg-card p-5">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Contract address</p>
      {!token && failed ? (
        <p className="mt-3 text-sm text-muted-foreground">
          The contract address could not be loaded. Reload the page to try again.
        </p>
      ) : !token ? (
        <Skeleton className="mt-3 h-10 w-full" />
      ) : !mint ? (
        <p className="mt-3 text-sm text-muted-foreground">
          The $RDO token address is not configured in this shop yet, so none is shown. Never trust an address
          you were sent elsewhere.
        </p>
      ) : (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <code className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2.5 font-mono text-sm break-all select-all">
            {mint}
          </code>
          <div className="flex gap-2">
            <Button variant="outline" onClick={copy} aria-label="Copy contract address">
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
            {token.explorer_url && (
              <Button variant="outline" asChild>
                <a href={token.explorer_url} target="_blank" rel="noopener noreferrer">
                  Explorer
                  <ExternalLink aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
