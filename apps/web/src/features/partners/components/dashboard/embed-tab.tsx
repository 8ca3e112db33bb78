import { Link } from 'react-router'
import { Check, Copy, ExternalLink } from 'lucide-react'
import { toast } from 'sonner'
import type { PartnerEmbed, PartnerStatus } from '@rdo/contracts'
import { PARTNER_MESSAGES as M } from '@rdo/contracts/partner-messages'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useLoadErrorToast } from '@/lib/use-load-error-toast'
import { usePartnerEmbeds } from '../../api/project-api'
import { absoluteEmbedCode } from '../../lib/embed-code'
import { storePath } from '../../lib/store-params'
import { useCopyText } from '@/lib/use-copy-text'
import { AllowedDomainsEditor } from './allowed-domains-editor'

const COPIED_MS = 3000

/** The embed codes to paste into the partner's site, where they may be shown, and the public store. */
export function EmbedTab({ projectId, status }: { projectId: string; status: PartnerStatus }) {
  const embeds = usePartnerEmbeds(projectId)
  useLoadErrorToast(embeds, M.loadProjectFailed, { scope: 'partner' })
  const live = status === 'approved'

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h3 className="font-display text-lg font-semibold">Public store</h3>
          <p className="text-sm text-muted-foreground">
            {live
              ? 'Share your store link anywhere: every approved design is for sale there.'
              : 'Your store opens once the project is approved.'}
          </p>
        </div>
        {live && (
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <Link to={storePath(projectId)}>
              View public store
              <ExternalLink aria-hidden="true" />
            </Link>
          </Button>
        )}
      </Card>

      {embeds.isPending ? (
        <Skeleton className="h-72 rounded-[12px]" />
      ) : embeds.isError && !embeds.data ? (
        <div className="rounded-[12px] border border-dashed p-8 text-center">
          <p className="font-semibold">{M.loadProjectFailed}</p>
          <Button variant="outline" className="mt-4" onClick={() => void embeds.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        embeds.data.items.map((embed) => (
          <EmbedCard
            key={embed.id}
            embed={embed}
            code={absoluteEmbedCode(embed.embed_code, embeds.data.embed_url)}
            projectId={projectId}
          />
        ))
      )}
    </div>
  )
}

function EmbedCard({ embed, code, projectId }: { embed: PartnerEmbed; code: string; projectId: string }) {
  const { copied, copy } = useCopyText(COPIED_MS)
  const codeId = `embed-code-${embed.id}`

  const copyCode = async () => {
    if (await copy(code)) toast.success(M.embedCopied)
    else toast.error(M.embedCopyFailed)
  }

  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <h3 id={codeId} className="font-display text-lg font-semibold">
              Embed code
            </h3>
            <Badge>{embed.embed_type}</Badge>
            {!embed.is_active && <Badge variant="warning">Inactive</Badge>}
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={copyCode}
            aria-label={copied ? 'Copied' : 'Copy embed code'}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          Paste this where the store should appear on your website. Buying opens the shop in a new tab.
        </p>
        <pre
          aria-labelledby={codeId}
          tabIndex={0}
          className="rounded-lg border bg-muted p-4 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap select-all focus-visible:outline-2 focus-visible:outline-ring"
        >
          <code>{code}</code>
        </pre>
      </div>
      <AllowedDomainsEditor
        key={embed.allowed_domains.join(' ')}
        projectId={projectId}
        embedId={embed.id}
        saved={embed.allowed_domains}
      />
    </Card>
  )
}
