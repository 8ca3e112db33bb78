import { useEffect, useRef, useState } from 'react'
import { Check, Copy, RefreshCw } from 'lucide-react'
import { toast } from 'sonner'
import type { EmailPreviewResponse } from '@rdo/contracts/email-admin'
import { EMAIL_ADMIN_MESSAGES as M } from '@rdo/contracts/email-messages'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-field'
import { Skeleton } from '@/components/ui/skeleton'

type Props = {
  result: EmailPreviewResponse | undefined
  isPending: boolean
  /** Why there is no preview (the template does not render, a variable lacks its name…). */
  problem: string | null
  onRetry: () => void
}

/**
 * The email as the server renders it with the variables' examples. The HTML is shown in a frame
 * sandboxed with no permissions at all: no scripts, no forms, and no access to the back office's
 * origin, whatever the template contains.
 */
export function TemplatePreview({ result, isPending, problem, onRetry }: Props) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const copy = async () => {
    if (!result) return
    try {
      await navigator.clipboard.writeText(result.html)
      toast.success(M.htmlCopied)
      setCopied(true)
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => setCopied(false), 3000)
    } catch {
      toast.error(M.copyHtmlFailed)
    }
  }

  if (problem) {
    return (
      <div className="space-y-3">
        <FormAlert>{problem}</FormAlert>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    )
  }
  if (isPending || !result) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    )
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-sm">
          <span className="text-muted-foreground">Subject: </span>
          <span className="font-medium break-words">{result.subject || '(no subject)'}</span>
        </p>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check className="text-success" aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy HTML
        </Button>
      </div>
      <iframe
        title="Email preview"
        sandbox=""
        srcDoc={result.html}
        className="h-[28rem] w-full rounded-lg border bg-white"
      />
      {result.text && (
        <details className="rounded-lg border p-3 text-sm">
          <summary className="cursor-pointer font-medium">Plain text version</summary>
          <pre className="mt-2 max-h-64 overflow-auto font-mono text-xs whitespace-pre-wrap">
            {result.text}
          </pre>
        </details>
      )}
    </div>
  )
}
