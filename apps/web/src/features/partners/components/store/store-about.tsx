import type { ReactNode } from 'react'
import { Check, Copy } from 'lucide-react'
import { toast } from 'sonner'
import type { PartnerStore } from '@rdo/contracts'
import { Button } from '@/components/ui/button'
import { formatMonthYear, websiteLabel } from '../../lib/store-format'
import { useCopyText } from '@/lib/use-copy-text'

const COPIED_MS = 3000

/** Token, contract address, website and since when the project sells here. */
export function StoreAbout({ store, designCount }: { store: PartnerStore; designCount: number }) {
  const { copied, copy } = useCopyText(COPIED_MS)
  const address = store.token_address

  const copyAddress = async () => {
    if (!address) return
    if (await copy(address)) toast.success('Token address copied')
    else toast.error('Copy failed. Select the address and copy it manually.')
  }

  return (
    <section aria-labelledby="store-about" className="rounded-[12px] border bg-card p-5 sm:p-6">
      <h2 id="store-about" className="text-xl font-bold">
        About {store.name}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <Fact label="Token">
          <span className="font-mono">${store.token_symbol}</span>
        </Fact>
        <Fact label="Website">
          <a
            href={store.website_url}
            target="_blank"
            rel="noopener"
            className="break-all underline-offset-4 hover:underline"
          >
            {websiteLabel(store.website_url)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Fact>
        {address && (
          <Fact label="Token address" wide>
            <span className="flex flex-wrap items-center gap-2">
              <code className="min-w-0 rounded-md bg-muted px-2 py-1 font-mono text-sm break-all">
                {address}
              </code>
              <Button variant="outline" size="sm" onClick={copyAddress} aria-label="Copy token address">
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </span>
          </Fact>
        )}
        <Fact label="Partner since">{formatMonthYear(store.created_at)}</Fact>
        <Fact label="Designs">
          <span className="font-mono">{designCount}</span>
        </Fact>
      </dl>
    </section>
  )
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  )
}
